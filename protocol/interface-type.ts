/** An interface's type with its spacing made canonical, so `( id: string )` and `(id:string)` compare equal. */
export function normalizeType(type: string): string {
  return type
    .replace(/\s+/g, ' ')
    .replace(/\s*([(){}<>;:,|=[\]])\s*/g, '$1')
    .trim();
}
