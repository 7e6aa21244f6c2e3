export const NO_EMAIL_TEXT = "No email address found";

export function emailOrFallback(email: string | null | undefined): string {
  return email?.trim() ? email : NO_EMAIL_TEXT;
}
