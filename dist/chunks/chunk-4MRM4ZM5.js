#!/usr/bin/env node
const require = process.getBuiltinModule('node:module').createRequire(import.meta.url);
import {
  getOctokit
} from "./chunk-7BJOLGBC.js";
import {
  mdMarker
} from "./chunk-ZWUZ5AYI.js";
import {
  readJsonFile
} from "./chunk-KQJFC54N.js";
import {
  ToolsealError
} from "./chunk-UAZ5W6EW.js";

// src/github/comment.ts
const { createHash } = process.getBuiltinModule("node:crypto");
var GITHUB_ACTIONS_BOT = "github-actions[bot]";
function commentKey(lock, server) {
  const id = server.kind === "config" ? server.server : server.kind === "snapshot" ? void 0 : server.serverId;
  return createHash("sha256").update(JSON.stringify([lock, id ?? "*"])).digest("hex").slice(0, 12);
}
function commentMarker(key) {
  return mdMarker(`toolseal-check ${key.replace(/[^A-Za-z0-9_.:/@ -]/g, "_")}`);
}
var GitHubCommentSink = class {
  constructor(opts) {
    this.opts = opts;
    if (!opts.token) throw new ToolsealError("USAGE", "no GitHub token for the pull-request comment: set github-token or comment: false");
    this.octokit = getOctokit(opts.token, { baseUrl: opts.apiUrl ?? process.env.GITHUB_API_URL ?? "https://api.github.com" });
  }
  opts;
  octokit;
  async upsert(body, options = {}) {
    const { owner, repo, issueNumber, marker } = this.opts;
    if (!body.startsWith(marker)) throw new ToolsealError("USAGE", "a comment body must start with its marker");
    const existing = await this.find();
    if (!existing) {
      if (options.create === false) return void 0;
      const created = await this.call(
        "create the pull-request comment",
        () => this.octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body })
      );
      return { action: "created", id: created.data.id, url: created.data.html_url };
    }
    if (existing.body === body) return { action: "unchanged", id: existing.id, url: existing.html_url };
    const updated = await this.call(
      "update the pull-request comment",
      () => this.octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body })
    );
    return { action: "updated", id: updated.data.id, url: updated.data.html_url };
  }
  /** The login this sink's comments are written by: the given author, else the token's account. */
  async author() {
    if (this.opts.author) return this.opts.author;
    try {
      const { data } = await this.octokit.rest.users.getAuthenticated();
      if (typeof data.login === "string" && data.login) return data.login;
    } catch (e) {
      if (e.status === 403) return GITHUB_ACTIONS_BOT;
      return this.call("read its own account (GET /user)", () => Promise.reject(e));
    }
    throw new ToolsealError("GITHUB_API_ERROR", "GET /user answered without a login");
  }
  /** Our comment carrying the marker, from all pages of the pull request's comments. */
  async find() {
    const { owner, repo, issueNumber, marker } = this.opts;
    const author = asciiLowerCase(await this.author());
    const found = [];
    await this.call("list the pull request's comments", async () => {
      const pages = this.octokit.paginate.iterator(this.octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100
      });
      for await (const page of pages) {
        for (const c of page.data) {
          const by = c.user?.login;
          if (typeof by === "string" && asciiLowerCase(by) === author && typeof c.body === "string" && c.body.startsWith(marker))
            found.push(c);
        }
      }
    });
    return found[0];
  }
  async call(what, fn) {
    try {
      return await fn();
    } catch (e) {
      const status = e.status;
      const where = `${this.opts.owner}/${this.opts.repo}#${this.opts.issueNumber}`;
      if (status === 403 || status === 404) {
        throw new ToolsealError(
          "COMMENT_NOT_PERMITTED",
          `the token cannot ${what} on ${where} (HTTP ${status}: a read-only token, or a job without pull-requests: write)`,
          { cause: e }
        );
      }
      const detail = typeof status === "number" ? `HTTP ${status}` : "no response";
      throw new ToolsealError("GITHUB_API_ERROR", `could not ${what} on ${where} (${detail})`, { cause: e });
    }
  }
};
function asciiLowerCase(s) {
  return s.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

// src/github/pull-request.ts
var PULL_REQUEST_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target"]);
function pullRequestFromEvent(env = process.env) {
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  if (!PULL_REQUEST_EVENTS.has(eventName)) return void 0;
  const path = env.GITHUB_EVENT_PATH;
  if (!path) throw new ToolsealError("INVALID_INPUT", `GITHUB_EVENT_NAME is ${eventName} but GITHUB_EVENT_PATH is not set`);
  const payload = readJsonFile(path);
  const number = payload.pull_request?.number ?? payload.number;
  if (typeof number !== "number" || !Number.isSafeInteger(number) || number <= 0) {
    throw new ToolsealError("INVALID_INPUT", `${path}: a ${eventName} event without a pull request number`);
  }
  const fullName = typeof payload.repository?.full_name === "string" ? payload.repository.full_name : env.GITHUB_REPOSITORY ?? "";
  const [owner, repo, ...rest] = fullName.split("/");
  if (!owner || !repo || rest.length)
    throw new ToolsealError(
      "INVALID_INPUT",
      `cannot tell the repository of the pull request (GITHUB_REPOSITORY is ${JSON.stringify(fullName)})`
    );
  const head = payload.pull_request?.head;
  const headRepo = head?.repo?.full_name;
  const baseRepo = payload.pull_request?.base?.repo?.full_name ?? fullName;
  return {
    owner,
    repo,
    number,
    headSha: typeof head?.sha === "string" ? head.sha : void 0,
    // A deleted fork has head.repo null: still not this repository.
    fromFork: head !== void 0 && (typeof headRepo !== "string" || String(baseRepo).toLowerCase() !== headRepo.toLowerCase())
  };
}

export {
  commentKey,
  commentMarker,
  GitHubCommentSink,
  pullRequestFromEvent
};
