/**
 * The tables of the configuration, by name. protocol/config.ts holds their schemas (and zod); this
 * list is for readers that must not load zod, such as Heimdall lifting lab's `forge:` section.
 */
export const CONFIG_SECTIONS = ['forge', 'timeouts', 'daemon', 'heimdall', 'workers', 'transcripts', 'compound', 'lab', 'dispatch', 'supervisor'] as const;
