/** Text as HTML/XML character data: `&`, `<` and `>` escaped (not for attribute values). */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
