// Hindi is written in Devanagari: its font loads with the language (i18n.ts loads ./fonts/<locale>.ts).
import "./devanagari.css";
