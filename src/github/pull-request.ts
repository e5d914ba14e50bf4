import { ToolsealError } from '../core/errors.js';
import { readJsonFile } from '../fs/json-file.js';

/** The pull request a workflow run is about, from the event the runner wrote to `GITHUB_EVENT_PATH`. */
export interface PullRequestContext {
  owner: string;
  repo: string;
  number: number;
  /** The head commit the check ran on (shown in the comment so a reviewer sees which push it describes). */
  headSha: string | undefined;
  /** The head branch lives in another repository: the job's token is read-only there. */
  fromFork: boolean;
}

const PULL_REQUEST_EVENTS = new Set(['pull_request', 'pull_request_target']);

/**
 * The pull request of this run, or undefined when the run is not for one (a push, a schedule). Reads
 * `GITHUB_EVENT_NAME`, `GITHUB_EVENT_PATH` and `GITHUB_REPOSITORY` from `env`.
 */
export function pullRequestFromEvent(env: NodeJS.ProcessEnv = process.env): PullRequestContext | undefined {
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  if (!PULL_REQUEST_EVENTS.has(eventName)) return undefined;
  const path = env.GITHUB_EVENT_PATH;
  if (!path) throw new ToolsealError('INVALID_INPUT', `GITHUB_EVENT_NAME is ${eventName} but GITHUB_EVENT_PATH is not set`);
  const payload = readJsonFile(path) as {
    number?: unknown;
    pull_request?: {
      number?: unknown;
      head?: { sha?: unknown; repo?: { full_name?: unknown } | null };
      base?: { repo?: { full_name?: unknown } };
    };
    repository?: { full_name?: unknown };
  };
  const number = payload.pull_request?.number ?? payload.number;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number <= 0) {
    throw new ToolsealError('INVALID_INPUT', `${path}: a ${eventName} event without a pull request number`);
  }
  const fullName = typeof payload.repository?.full_name === 'string' ? payload.repository.full_name : (env.GITHUB_REPOSITORY ?? '');
  const [owner, repo, ...rest] = fullName.split('/');
  if (!owner || !repo || rest.length)
    throw new ToolsealError(
      'INVALID_INPUT',
      `cannot tell the repository of the pull request (GITHUB_REPOSITORY is ${JSON.stringify(fullName)})`,
    );
  const head = payload.pull_request?.head;
  const headRepo = head?.repo?.full_name;
  const baseRepo = payload.pull_request?.base?.repo?.full_name ?? fullName;
  return {
    owner,
    repo,
    number,
    headSha: typeof head?.sha === 'string' ? head.sha : undefined,
    // A deleted fork has head.repo null: still not this repository.
    fromFork: head !== undefined && (typeof headRepo !== 'string' || String(baseRepo).toLowerCase() !== headRepo.toLowerCase()),
  };
}
