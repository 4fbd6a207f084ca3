/**
 * Claude Code keeps a cwd's transcripts in `<config>/projects/<slug>`, the slug being the absolute
 * path with every UTF-16 unit outside `[a-zA-Z0-9]` replaced by `-` (it is a JavaScript replace
 * without the `u` flag, so an astral character becomes two dashes). Past 200 characters the name is
 * cut and a hash suffix added; we do not know that hash, so such folders are matched by prefix.
 */
export const SLUG_MAX = 200;

export function projectSlug(absolutePath: string): string {
  return absolutePath.replace(/[^a-zA-Z0-9]/g, '-');
}

/** Whether a folder name under `projects/` belongs to the given slug. */
export function slugMatches(folderName: string, slug: string): boolean {
  if (slug.length <= SLUG_MAX) return folderName === slug;
  return folderName.length > SLUG_MAX && folderName.startsWith(slug.slice(0, SLUG_MAX));
}
