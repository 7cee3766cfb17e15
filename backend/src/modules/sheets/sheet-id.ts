/** The form the database requires of a sheet id (ck_sheets_id): lower-case words joined by hyphens. */
export const SHEET_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
