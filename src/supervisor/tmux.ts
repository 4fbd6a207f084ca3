import { execFile } from 'node:child_process';

/** One worker session as tmux lists it. */
export interface SessionInfo {
  name: string;
  pid: number | null;
  dead: boolean;
  exitCode: number | null;
  exitSignal: string | null;
  /** The session's own memory (`@forge_*` user options), as strings. */
  options: Record<string, string>;
}

export interface SpawnSpec {
  name: string;
  cwd: string;
  env: Record<string, string>;
  argv: string[];
}

/** How much of a typed line must be on the screen before Enter is pressed, looked for at most this long, in that many last lines. */
const TYPED_TAIL = 24;
const TYPED_SHOWN_MS = 2_000;
const TYPED_LOOK_LINES = 20;
const OPTION_NAMES = ['forge_restarts', 'forge_started_at', 'forge_exits', 'forge_reason'] as const;
const FIELD_SEPARATOR = '\u001f';
const LIST_FORMAT = [
  '#{session_name}',
  '#{pane_pid}',
  '#{pane_dead}',
  '#{pane_dead_status}',
  '#{pane_dead_signal}',
  ...OPTION_NAMES.map((name) => `#{@${name}}`),
].join(FIELD_SEPARATOR);

/**
 * What tmux says when no server answers on the socket: none started, none left, or (the last two)
 * one that was shutting down as it was asked (kill-server, the last session ending).
 */
export function meansNoServer(message: string): boolean {
  return /no server running|error connecting|no sessions|server exited unexpectedly|lost server/i.test(message);
}

/**
 * tmux on a socket of the project's own (`tmux -L <socket>`): one session per worker, so sessions
 * outlive the daemon and a person can attach. Every call is an argv array, never a shell string;
 * the session's command runs with no shell in between.
 */
export class Tmux {
  constructor(
    readonly socket: string,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  run(args: string[]): Promise<string> {
    return new Promise((resolve, reject) => {
      // -u: without a UTF-8 locale (LANG unset or C, as under cron or a bare service) tmux prints the
      // list's field separator and every non-ASCII character of a screen as `_`.
      execFile('tmux', ['-u', '-L', this.socket, ...args], { encoding: 'utf8', maxBuffer: 4 * 1024 * 1024, env: this.env }, (error, stdout, stderr) => {
        if (error) reject(new Error(`tmux ${args[0]}: ${(stderr || error.message).trim()}`));
        else resolve(stdout);
      });
    });
  }

  /** The sessions on the socket; none when no server runs there. */
  async sessions(): Promise<SessionInfo[]> {
    let out: string;
    try {
      out = await this.run(['list-panes', '-a', '-F', LIST_FORMAT]);
    } catch (error) {
      if (meansNoServer((error as Error).message)) return [];
      throw error;
    }
    const seen = new Set<string>();
    const sessions: SessionInfo[] = [];
    for (const line of out.split('\n')) {
      if (line === '') continue;
      const [name, pid, dead, status, signal, ...options] = line.split(FIELD_SEPARATOR);
      if (name === undefined || seen.has(name)) continue;
      seen.add(name);
      const stored: Record<string, string> = {};
      OPTION_NAMES.forEach((option, i) => {
        if (options[i]) stored[option] = options[i]!;
      });
      sessions.push({
        name,
        pid: Number(pid) > 0 ? Number(pid) : null,
        dead: dead === '1',
        exitCode: status === '' || status === undefined ? null : Number(status),
        exitSignal: signal === '' || signal === undefined ? null : signalName(Number(signal)),
        options: stored,
      });
    }
    return sessions;
  }

  /**
   * A new detached session running `argv` directly. The pane stays after its process exits
   * (remain-on-exit), so the exit status can be read; Ctrl+D detaches a client from it.
   */
  async create(spec: SpawnSpec): Promise<void> {
    await this.run([
      'new-session',
      '-d',
      '-s',
      spec.name,
      '-x',
      '200',
      '-y',
      '50',
      '-c',
      spec.cwd,
      ...envArgs(spec.env),
      '--',
      ...spec.argv,
      ';',
      'set-option',
      '-t',
      spec.name,
      'remain-on-exit',
      'on',
      ';',
      'bind-key',
      '-n',
      'C-d',
      'detach-client',
    ]);
  }

  /** Runs `argv` again in the session's pane, killing what runs there. */
  respawn(spec: SpawnSpec): Promise<string> {
    return this.run(['respawn-pane', '-k', '-t', `=${spec.name}:`, '-c', spec.cwd, ...envArgs(spec.env), '--', ...spec.argv]);
  }

  setOption(name: string, option: (typeof OPTION_NAMES)[number], value: string): Promise<string> {
    return this.run(['set-option', '-t', `=${name}:`, `@${option}`, value]);
  }

  /**
   * Types `text` literally, then Enter as a key of its own once the screen shows the text. Claude
   * Code takes a burst of typed text for a paste, and an Enter that comes with the burst (in the
   * same send, or right after it) is sometimes taken into the paste and never submits.
   */
  async type(name: string, text: string): Promise<void> {
    await this.run(['send-keys', '-t', `=${name}:`, '-l', text]);
    const tail = text.slice(-TYPED_TAIL);
    const deadline = Date.now() + TYPED_SHOWN_MS;
    while (!(await this.capture(name, TYPED_LOOK_LINES)).replace(/\s+/g, ' ').includes(tail) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.run(['send-keys', '-t', `=${name}:`, 'Enter']);
  }

  /** The visible screen, at most `lines` lines from the bottom. */
  async capture(name: string, lines: number): Promise<string> {
    const out = await this.run(['capture-pane', '-p', '-J', '-t', `=${name}:`, '-S', `-${lines}`]);
    return out.replace(/\s+$/, '');
  }

  /**
   * Makes the server reap its exited panes now: a SIGCHLD to it runs its waitpid loop. tmux 3.3
   * linked with libutempter can miss the SIGCHLD of a pane process that exits while utempter's
   * own handler is in (it is, as tmux closes the pane's terminal): the process stays a zombie and
   * the pane is listed dead with no exit status until another SIGCHLD comes.
   */
  async reap(name: string): Promise<void> {
    const pid = Number((await this.run(['display-message', '-p', '-t', `=${name}:`, '#{pid}'])).trim());
    if (!(pid > 0)) return;
    try {
      process.kill(pid, 'SIGCHLD');
    } catch (error) {
      // ESRCH: the server has just ended.
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }

  kill(name: string): Promise<string> {
    return this.run(['kill-session', '-t', `=${name}`]);
  }

  /** Ends the server of the socket, and with it every session on it. */
  async killServer(): Promise<void> {
    await this.run(['kill-server']).catch(() => undefined);
  }
}

function envArgs(env: Record<string, string>): string[] {
  return Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]);
}

const SIGNALS: Record<number, string> = { 1: 'SIGHUP', 2: 'SIGINT', 6: 'SIGABRT', 9: 'SIGKILL', 11: 'SIGSEGV', 13: 'SIGPIPE', 15: 'SIGTERM' };

function signalName(number: number): string | null {
  if (!Number.isFinite(number) || number <= 0) return null;
  return SIGNALS[number] ?? `signal ${number}`;
}
