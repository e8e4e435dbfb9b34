/** A legal text as data: a title and sections of paragraphs; `{name}` is replaced by the site's name. */
export interface ProtocolDocument {
  title: string;
  sections: ReadonlyArray<{ heading: string; paragraphs: readonly string[] }>;
}

/** The date both texts were last revised (shown to users). */
export const PROTOCOL_UPDATED = '2026-11-01';
