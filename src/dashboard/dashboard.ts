import type { DaemonView } from '../daemon/services.js';
import { cardOf } from './cards.js';
import { DashboardPage } from './dashboard-page.js';
import { broadcastFeed } from './extras/broadcast-feed.js';
import { storyDetail } from './story-detail.js';
import { StreamHub, type StreamHubOptions } from './stream-hub.js';
import type { StoryDetail } from './wire.js';

/**
 * The dashboard's server side as three answers to Web Requests (the page, its event stream, one
 * story's detail), whatever HTTP server carries them.
 */
export class Dashboard {
  private constructor(
    private readonly source: DaemonView,
    private readonly hub: StreamHub,
    private readonly built: DashboardPage,
  ) {}

  static async open(source: DaemonView, options: StreamHubOptions = {}): Promise<Dashboard> {
    const hub = new StreamHub({ broadcasts: broadcastFeed(source.projectRoot, () => source.clock.now(), source.config().daemon.settle), ...options });
    const [page] = await Promise.all([DashboardPage.load(), hub.attach(source)]);
    return new Dashboard(source, hub, page);
  }

  /** `GET /` */
  page(request: Request): Response {
    return this.built.serve(request);
  }

  /** `GET /api/stream` */
  stream(request: Request): Response {
    return this.hub.connect(request);
  }

  /** `GET /api/dashboard/story?id=` */
  story(id: string): Promise<StoryDetail> {
    const entry = this.source.store.get(id);
    const card = entry ? cardOf(id, entry) : this.hub.recentCard(id);
    return storyDetail(this.source.projectRoot, id, card, this.hub.history);
  }

  get streams(): number {
    return this.hub.clientCount;
  }

  close(): void {
    this.hub.close();
  }
}
