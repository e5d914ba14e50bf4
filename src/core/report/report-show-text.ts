import { nonToolLabel } from '../surface/non-tool-surface.js';
import type { CheckResult } from '../check/check.js';
import { changeText } from '../check/drift.js';
import { cut, unifiedDiff } from './report-markdown.js';
import { escapeForTerminal, quoteForTerminal } from '../text/terminal-text.js';

/**
 * `check --show-text` on the terminal: the text of each changed field, from the server and untrusted, as
 * the Markdown report shows it (a diff of reviewed and current when both are known, else each side), cut
 * as there. Every line is escaped for the terminal and indented under a `|`, so no line of it can pass for
 * a line of the report, move the cursor or be read as a workflow command.
 */
export function renderChangedTextForTerminal(result: CheckResult): string {
  const out: string[] = [];
  const block = (title: string, text: string) => {
    out.push(title);
    for (const line of text.split('\n')) out.push(`    | ${escapeForTerminal(line)}`);
  };
  for (const s of result.servers) {
    const server = quoteForTerminal(s.serverId);
    for (const c of s.changes) {
      for (const [field, t] of Object.entries(changeText(c))) {
        if (!t) continue;
        const where = `server ${server}: tool ${quoteForTerminal(c.tool)} ${escapeForTerminal(field)}`;
        const patch = t.reviewed !== undefined && t.current !== undefined ? unifiedDiff(t.reviewed, t.current) : undefined;
        if (patch !== undefined) {
          block(`${where}, reviewed -> now (from the server, untrusted):`, cut(patch));
          continue;
        }
        if (t.reviewed !== undefined) block(`${where}, reviewed (from the server, untrusted):`, cut(t.reviewed));
        if (t.current !== undefined) block(`${where}, now (from the server, untrusted):`, cut(t.current));
      }
    }
    for (const c of s.carrierChanges) {
      const label = `server ${server}: ${nonToolLabel(c, quoteForTerminal)}`;
      if (c.text.reviewed !== undefined) block(`${label}, reviewed (from the server, untrusted):`, cut(c.text.reviewed));
      if (c.text.current !== undefined) block(`${label}, now (from the server, untrusted):`, cut(c.text.current));
    }
  }
  return out.length === 0 ? '' : out.join('\n') + '\n';
}
