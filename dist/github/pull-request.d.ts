import type { NodeJS } from '../external-types.js';
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
/**
 * The pull request of this run, or undefined when the run is not for one (a push, a schedule). Reads
 * `GITHUB_EVENT_NAME`, `GITHUB_EVENT_PATH` and `GITHUB_REPOSITORY` from `env`.
 */
export declare function pullRequestFromEvent(env?: NodeJS.ProcessEnv): PullRequestContext | undefined;
