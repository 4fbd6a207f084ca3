import type { StoryTransition } from '../daemon/services.js';

const PER_STORY = 20;

/**
 * The transitions the daemon logged for each story since it started, for the story detail.
 * Bounded: the oldest stories are forgotten first, and each keeps its last few transitions.
 */
export class StoryHistory {
  private readonly stories = new Map<string, StoryTransition[]>();

  constructor(private readonly maxStories = 20_000) {}

  record(transition: StoryTransition): void {
    const list = this.stories.get(transition.id) ?? [];
    // Re-inserting moves the story to the newest end of the map's order.
    this.stories.delete(transition.id);
    list.push(transition);
    if (list.length > PER_STORY) list.shift();
    this.stories.set(transition.id, list);
    if (this.stories.size > this.maxStories) this.stories.delete(this.stories.keys().next().value!);
  }

  of(id: string): readonly StoryTransition[] {
    return this.stories.get(id) ?? [];
  }
}
