// what other features use of schools: its words (the admin console's school requests)
import "./i18n.ts";
