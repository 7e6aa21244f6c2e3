import { t } from "@disha/shared/i18n";
import { HttpError } from "../../lib/errors.ts";

export const unknownMentor = () => HttpError.notFound(t("errors.mentors.unknown"));
