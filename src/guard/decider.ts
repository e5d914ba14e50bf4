import type { OnChange } from '../core/check/check.js';
import type { ChangeKind } from '../core/check/change-kinds.js';
import { osErrorText, type ToolsealError } from '../core/errors.js';
import { upgradeWithin, type UpgradeLookup } from './upgrade-lookup.js';
import { guardRefusedList, guardToolsList, type GuardResult, type ReviewedSurface } from '../core/guard/guard.js';
import type { SignedSurface, Unpinned } from '../core/guard/guard.js';
import type { Lockfile } from '../core/lock/lock.js';
import type { AuditSink } from '../fs/audit-file.js';
import type { ListRequester } from '../mcp/transport/list-pages.js';
import type { ServerSecrets } from '../mcp/server/secret-values.js';
import type { SnapshotLimits } from '../mcp/server/server-spec.js';
import { SnapshotBudget } from '../mcp/server/snapshot-budget.js';
import type { ServerRequest } from './guard-channel.js';
import { listError, surfaceLists, type DeclaredSurface } from './surface-lists.js';
import { isJsonObject as isObject } from '../core/json/json-object.js';

type Message = Record<string, unknown>;

/** Decisions in a row that a change of the surface may overtake before the guard gives up (blocks). */
const MAX_STALE_DECISIONS = 5;

/** The lists a host usually asks for once after its initialize: the first of each is answered from the decision made then. */
const FIRST_LISTS = ['tools/list', 'prompts/list', 'resources/templates/list'] as const;

/**
 * A decision, and the generation of the surface it was taken in (see GuardDecider.generation): what one
 * step hands to another (the initialize answer to the host's first lists), never shared timing state.
 */
export interface Decision {
  readonly result: GuardResult;
  readonly generation: number;
}

/**
 * The names a decision approved, as a set made when a call first asks (a list of millions is answered
 * first, and its set is not built beside the list being written, nor at all when no call comes).
 */
class ApprovedNames {
  private names: Set<string> | undefined;
  constructor(private readonly entries: ReadonlyArray<{ name: string }>) {}
  has(name: string): boolean {
    this.names ??= new Set(this.entries.map((e) => e.name));
    return this.names.has(name);
  }
}

/** What a decision is taken against: the lock and the policy, the reviewed and signed surfaces, the bounds of a list. */
export interface GuardPolicy {
  /** The server id the lock and audit use (default: the upstream's serverInfo.name). */
  serverId?: string;
  lock: Lockfile;
  /** No lock file at all (the default path, absent): said so when that blocks, not "no entry". */
  lockMissing?: boolean;
  onChange: OnChange;
  /** `--fail-on`: kinds of change that block whatever `onChange`. */
  failOn?: readonly ChangeKind[];
  /** `--snapshot-dir`: a server id's reviewed snapshot (or none), asked each decision; one unreadable refuses the list. */
  reviewedOf?: (serverId: string) => ReviewedSurface | undefined;
  unpinned: Unpinned;
  /**
   * Signed mode, verified once at start; a promise while its bundle is still being fetched (each decision
   * waits for it: the fetch is bounded by --timeout and settles as a surface or its error, never a rejection).
   */
  signed?: SignedSurface | Promise<SignedSurface>;
  /**
   * Signed upgrades: whether a list whose manifest digest differs from a pin naming a publisher is a signed
   * upgrade of it (undefined: no such pin); asked on each decision, bounded by --timeout here.
   */
  upgradeOf?: UpgradeLookup;
  /** Bounds on each list the guard takes (every page); `maxBytes` also bounds one message. */
  limits: SnapshotLimits;
  /** The `toolseal lock` arguments (after `--client-capabilities LIST`) that pin this server, named when the host's profile is not pinned. */
  relockHint?: string;
}

export interface DeciderOptions extends GuardPolicy {
  /** How messages name the server. */
  label: string;
  secrets: ServerSecrets;
  /** Asks the server (the guard's own requests, in an id space of their own). */
  request: ServerRequest;
  /** Where one audit event per decision goes (none: no audit). */
  audit?: AuditSink;
  /** A line for the guard's stderr (prefixed, redacted and escaped by the caller). */
  notice(text: string): void;
}

/**
 * What the guard decides and remembers of its decisions: each decision takes the complete lists upstream
 * (tools, and the prompts and resource templates the server declares) through a plain request function,
 * decides them against the lock, writes its audit event and notice, and becomes the approval unless the
 * surface changed (a list_changed, counted as a generation) while it ran.
 */
export class GuardDecider {
  /**
   * The generation of the server's surface: one more for each list_changed (tools, prompts or resources)
   * the guard reads, or change of the host's profile. A decision taken while it changed is not the
   * approval: it was made on a list that may already be gone, and whoever waits for it waits for a fresh one.
   */
  private generation = 0;
  /** The names the last decision approved; undefined before the first decision and after a change. */
  private approved: ApprovedNames | undefined;
  private approvedPrompts: ApprovedNames | undefined;
  /** The decision handed over by the initialize answer, and the list methods that have not used it yet. */
  private handedOver: { decision: Decision; unused: Set<string> } | undefined;
  /**
   * The last decision allowed the surface, and it has not changed since: the server's own text (its
   * requests, notifications and answers) reaches the host. False before any decision, while blocked, and
   * once a change withdrew the approval (see textAllowed).
   */
  private allowed = false;
  /** The last decision that became the approval (or blocked) allowed the surface, whether or not a change withdrew it since. */
  private lastAllowed = false;
  private code: string | undefined;
  /** The notification methods withheld (and named on stderr) since the surface was last allowed. */
  private readonly withheldMethods = new Set<string>();
  private deciding: Promise<Decision> | undefined;
  /** The budget of the list being taken (undefined between decisions). */
  private budget: SnapshotBudget | undefined;
  private serverName: string | undefined;
  /** The client capabilities the host declared (undefined before it did): the lock entry's profile. */
  private hostProfile: string[] | undefined;
  /** What the server's initialize result declared: its instructions and capabilities (undefined before it answered). */
  private initialized: DeclaredSurface | undefined;
  /** Resolves when the server has answered the host's initialize (the server id may come from it). */
  private initializeAnswered: Promise<void> | undefined;
  private onInitializeAnswered: (() => void) | undefined;
  private readonly lister: ListRequester;

  constructor(private readonly options: DeciderOptions) {
    this.lister = { request: (r, _schema, o) => options.request(r.method, r.params ?? {}, o) };
  }

  /** The last decision allowed the surface. */
  get surfaceAllowed(): boolean {
    return this.allowed;
  }

  /**
   * Whether the server's own text may reach the host now: the last decision allowed it; after a change
   * withdrew that approval, a fresh decision says (the caller holds the message until then); before any
   * decision and while blocked, no (a blocked server's change notification starts no decision of its own:
   * the host's next list or call does).
   */
  textAllowed(): boolean | Promise<boolean> {
    if (this.allowed) return true;
    if (!this.approvalWithdrawn) return false;
    return this.decideFresh().then(
      (d) => d.result.decision === 'allow' && this.allowed,
      () => false,
    );
  }

  /** An approval was withdrawn by a change of the surface, and no decision has been taken since. */
  get approvalWithdrawn(): boolean {
    return this.lastAllowed && this.approved === undefined;
  }

  /** The code of the last decision (undefined before any, or when it allowed with no finding). */
  get lastCode(): string | undefined {
    return this.code;
  }

  /** The budget of the list being taken now: its bytes and tools are counted as they arrive. */
  get listBudget(): SnapshotBudget | undefined {
    return this.budget;
  }

  /**
   * The host sent its initialize (or server/discover): a decision before the server answers it waits for
   * that answer. Another one after an answer (a re-initialize) withdraws the approval until its own answer
   * is decided: a call sent right behind it runs on the surface that answer declares.
   */
  hostOpened(): void {
    if (this.onInitializeAnswered) return;
    this.initializeAnswered = new Promise<void>((r) => (this.onInitializeAnswered = r));
    if (this.initialized !== undefined) this.surfaceChanged();
  }

  /** The profile of the host's declared capabilities; another one than the decision was made for is a change. */
  hostProfileIs(profile: string[], { changeIfOther }: { changeIfOther: boolean }): void {
    if (changeIfOther && this.hostProfile !== undefined && this.hostProfile.join(',') !== profile.join(',')) this.surfaceChanged();
    this.hostProfile = profile;
  }

  /** The server answered the host's initialize (or server/discover): its name, and what its result declared. */
  serverAnswered(serverName: string | undefined, result: Message | undefined): void {
    if (serverName !== undefined) this.serverName = serverName;
    if (result) {
      const declared = {
        ...(Object.hasOwn(result, 'instructions') ? { instructions: result.instructions } : {}),
        ...(isObject(result.capabilities) ? { capabilities: result.capabilities } : {}),
      };
      // Other instructions or capabilities than a decision running may have read: it is not the approval.
      if (this.initialized === undefined || JSON.stringify(declared) !== JSON.stringify(this.initialized)) this.surfaceChanged();
      this.initialized = declared;
    }
    const answered = this.onInitializeAnswered;
    this.onInitializeAnswered = undefined;
    answered?.();
  }

  /**
   * Whether the server's initialize answer left this capability out: then it has no such list, and the
   * host gets what the server itself would answer (method not found), not an empty list the guard made up.
   */
  undeclared(capability: 'prompts' | 'resources'): boolean {
    return this.initialized !== undefined && !isObject(this.initialized.capabilities?.[capability]);
  }

  /** The approval of the last decision for calls of this kind, and its code; undefined when a decision must be made first. */
  approval(kind: 'tool' | 'prompt'): { names: { has(name: string): boolean }; code: string | undefined } | undefined {
    const names = kind === 'tool' ? this.approved : this.approvedPrompts;
    return names === undefined ? undefined : { names, code: this.code };
  }

  /** A notification withheld while blocked: true when it is the first of its method since the surface was last allowed (it is named). */
  firstWithheld(method: string): boolean {
    if (this.withheldMethods.has(method) || this.withheldMethods.size >= 100) return false;
    this.withheldMethods.add(method);
    return true;
  }

  /** The surface changed (a list_changed, another host profile): tools, prompts and templates are decided together, so the approval of all is withdrawn. */
  surfaceChanged(): void {
    this.generation++;
    if (this.allowed) {
      // What the approval let through waits for a fresh decision (its code was an allow's, not a block's).
      this.allowed = false;
      this.code = undefined;
    }
    this.approved = undefined;
    this.approvedPrompts = undefined;
    this.handedOver = undefined;
  }

  /** The list being taken cannot be complete (the server ended, the host closed, a line too long). */
  failList(reason: string | ToolsealError): void {
    this.budget?.fail(reason);
  }

  /**
   * The decision made before the host got its initialize answer, handed to the host's first list of each
   * kind (one decision, one audit event, for a host's usual tools/list, prompts/list,
   * resources/templates/list); kept only while the surface has not changed since it was taken.
   */
  handOverToFirstLists(decision: Decision): void {
    if (decision.generation === this.generation) this.handedOver = { decision, unused: new Set(FIRST_LISTS) };
  }

  /** The decision a host's list is answered from: the one handed over if this kind has not used it yet, else a new one. */
  async listDecision(method: string): Promise<GuardResult> {
    const first = this.handedOver;
    if (first && first.decision.generation === this.generation && first.unused.delete(method)) return first.decision.result;
    return (await this.decideFresh()).result;
  }

  /**
   * A decision taken with no change of the surface while it ran: one that a list_changed overtook (or one
   * already running when the caller came, begun before the change) is not used, and another is taken.
   * A server that changes its surface during each of several decisions in a row is blocked.
   */
  async decideFresh(): Promise<Decision> {
    for (let i = 0; i < MAX_STALE_DECISIONS; i++) {
      const last = await this.decide();
      if (last.generation === this.generation) return last;
    }
    const serverId = this.options.serverId ?? this.serverName ?? '(unknown)';
    const result = guardRefusedList(serverId, {
      code: 'SNAPSHOT_INCOMPLETE',
      message: `${this.options.label}: the surface changed (list_changed) during each of ${MAX_STALE_DECISIONS} decisions in a row`,
    });
    this.allowed = false;
    this.lastAllowed = false;
    this.code = result.code;
    // A block like any other: named on stderr and in the audit.
    this.record(result);
    // Of no generation: never handed over, never the approval.
    return { result, generation: -1 };
  }

  /** Takes the complete list upstream and decides it; concurrent callers share one decision. */
  private decide(): Promise<Decision> {
    this.deciding ??= this.decideNow().finally(() => {
      this.deciding = undefined;
    });
    return this.deciding;
  }

  private async decideNow(): Promise<Decision> {
    const { options } = this;
    let result: GuardResult;
    // A host that lists (or calls) before the server answered its initialize: the decision waits for that
    // answer (its id, instructions and capabilities), --timeout at most.
    if (this.onInitializeAnswered) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([this.initializeAnswered, new Promise<void>((r) => (timer = setTimeout(r, options.limits.timeoutMs)))]);
      clearTimeout(timer);
    }
    const generation = this.generation;
    const serverId = options.serverId ?? this.serverName;
    if (serverId === undefined) {
      result = guardRefusedList('(unknown)', {
        code: 'SNAPSHOT_INCOMPLETE',
        message: 'no server id: the server has not answered initialize with a serverInfo.name yet (give --server-id)',
      });
    } else {
      const budget = new SnapshotBudget(options.limits, options.label);
      this.budget = budget;
      try {
        const { tools, nonTool } = await surfaceLists(this.lister, budget, this.initialized);
        const upgrade =
          options.upgradeOf &&
          (await upgradeWithin(options.upgradeOf, {
            lock: options.lock,
            serverId,
            profile: this.hostProfile,
            tools,
            timeoutMs: options.limits.timeoutMs,
          }));
        const reviewed = options.reviewedOf?.(serverId);
        result = guardToolsList(serverId, tools, {
          ...(upgrade ? { upgrade } : {}),
          ...(reviewed ? { reviewed } : {}),
          lock: options.lock,
          onChange: options.onChange,
          ...(options.failOn ? { failOn: options.failOn } : {}),
          unpinned: options.unpinned,
          idSelfDeclared: options.serverId === undefined,
          lockMissing: options.lockMissing === true,
          signed: await options.signed,
          ...(nonTool ? { nonTool } : {}),
          ...(this.hostProfile ? { clientCapabilities: this.hostProfile } : {}),
          ...(options.relockHint ? { relockHint: options.relockHint } : {}),
          ...(options.limits.numbers === 'rounded' ? { numbers: 'rounded' as const } : {}),
        });
      } catch (e) {
        result = guardRefusedList(serverId, listError(e, budget, options.label));
      } finally {
        budget.dispose();
        this.budget = undefined;
      }
    }
    // Taken on a surface that changed meanwhile: not the approval (the callers decide again), but a block counts.
    if (generation === this.generation) {
      this.approved = new ApprovedNames(result.tools);
      this.approvedPrompts = new ApprovedNames(result.prompts);
      this.allowed = result.decision === 'allow';
      this.code = result.code;
      this.lastAllowed = this.allowed;
      if (this.allowed) this.withheldMethods.clear();
    } else if (result.decision === 'block') {
      this.allowed = false;
      this.lastAllowed = false;
      this.code = result.code;
    }
    this.record(result);
    return { result, generation };
  }

  /** A decision's notice on stderr and its event in the audit file. */
  private record(result: GuardResult): void {
    const { options } = this;
    if (result.notice) options.notice(result.notice);
    if (!options.audit) return;
    try {
      // A tool or template a server named with one of its secrets: the audit file, which users keep, has it as ***.
      options.audit.append(JSON.stringify(options.secrets.redactValue(result.audit)) + '\n');
    } catch (e) {
      options.notice(`IO_ERROR: cannot append to the audit file: ${osErrorText((e as { cause?: unknown }).cause ?? e)}`);
    }
  }
}
