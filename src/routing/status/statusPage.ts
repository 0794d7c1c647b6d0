/**
 * The topology drawn on the status page: an SVG diagram when one was rendered, else the `describe()` text.
 * @category Interactive queries
 * @since 0.1.0
 */
export interface TopologyPicture {
  readonly svg?: string
  readonly text: string
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const style = `
:root { color-scheme: light; --ink: #1d2330; --mute: #5b6478; --line: #d9dde6; --bg: #f6f7fa; --ok: #1f7a3d; --warn: #a15c00; --bad: #b3261e; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--bg); }
header { display: flex; gap: 16px; align-items: baseline; padding: 14px 24px; background: #fff; border-bottom: 1px solid var(--line); }
header h1 { font-size: 18px; margin: 0; }
header .server, header .updated { color: var(--mute); }
.state { font-weight: 600; padding: 2px 10px; border-radius: 10px; background: #eee; }
.state.RUNNING { background: #dff3e5; color: var(--ok); }
.state.REBALANCING, .state.CREATED { background: #fff1d6; color: var(--warn); }
.state.ERROR, .state.PENDING_ERROR, .state.NOT_RUNNING, .state.PENDING_SHUTDOWN { background: #fbe1df; color: var(--bad); }
main { display: grid; grid-template-columns: minmax(0, 3fr) minmax(280px, 2fr); gap: 16px; padding: 16px 24px; align-items: start; }
main > div { display: grid; gap: 16px; min-width: 0; }
@media (max-width: 900px) { main { grid-template-columns: 1fr; } }
section { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; overflow: auto; }
h2 { font-size: 13px; text-transform: uppercase; letter-spacing: .06em; color: var(--mute); margin: 0 0 8px; }
table { border-collapse: collapse; width: 100%; }
th, td { overflow-wrap: break-word; text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { color: var(--mute); font-weight: 500; white-space: nowrap; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
.task { display: inline-block; margin: 1px 4px 1px 0; padding: 0 6px; border-radius: 4px; background: #e7eefc; font-family: ui-monospace, monospace; }
.task.standby { background: #efe7fc; }
.figures { display: flex; gap: 32px; }
.figure b { display: block; font-size: 24px; font-variant-numeric: tabular-nums; }
.lagging { color: var(--warn); font-weight: 600; }
#topology svg { max-width: 100%; height: auto; }
pre { margin: 0; font-size: 12px; }
.error { color: var(--bad); }
`

// Runs in the browser: polls status.json and rebuilds the tables with textContent (never HTML from data).
const script = `
const $ = (id) => document.getElementById(id);
const el = (tag, text, cls) => { const e = document.createElement(tag); if (text !== undefined) e.textContent = String(text); if (cls) e.className = cls; return e; };
const num = (v) => v === null || v === undefined ? '–' : Number(v).toLocaleString('en-US', { maximumFractionDigits: 1 });
const tasks = (ids, cls) => { const td = el('td'); if (ids.length === 0) td.textContent = 'none'; for (const id of ids) td.append(el('span', id, 'task ' + cls)); return td; };
const rows = (id, items, cells) => { const body = $(id); body.replaceChildren(...items.map((item) => { const tr = el('tr'); tr.append(...cells(item)); return tr; })); };
const cell = (v, cls) => el('td', v, cls);
function render(s) {
  $('app').textContent = s.applicationId;
  $('server').textContent = s.server;
  const state = $('state'); state.textContent = s.state; state.className = 'state ' + s.state;
  $('updated').textContent = 'updated ' + new Date(s.takenAt).toLocaleTimeString('en-GB');
  const total = s.threads.reduce((a, t) => a + t.processTotal, 0);
  const rate = s.threads.reduce((a, t) => a + t.processRate, 0);
  const lag = s.partitions.reduce((a, p) => a + (p.lag ?? 0), 0);
  $('processed').textContent = num(total); $('rate').textContent = num(rate); $('lag').textContent = num(lag);
  rows('threads', s.threads, (t) => [cell(t.name), tasks(t.activeTasks, 'active'), tasks(t.standbyTasks, 'standby'), cell(num(t.processTotal), 'n'), cell(num(t.processRate), 'n')]);
  rows('hosts', s.hosts, (h) => [cell(h.host + (h.self ? ' (this instance)' : '')), cell(h.stores.join(', ') || 'none'), cell(h.partitions.join(', ') || 'none'), cell(h.standbyStores.join(', ') || 'none'), cell(h.standbyPartitions.join(', ') || 'none')]);
  rows('partitions', s.partitions, (p) => [cell(p.thread), cell(p.topic), cell(p.partition, 'n'), cell(num(p.position), 'n'), cell(num(p.committed), 'n'), cell(num(p.endOffset), 'n'), cell(num(p.lag), 'n' + (p.lag > 0 ? ' lagging' : '')), cell(num(p.uncommitted), 'n' + (p.uncommitted > 0 ? ' lagging' : ''))]);
  $('problem').textContent = '';
}
async function poll() {
  try {
    const res = await fetch('status.json', { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) throw new Error('status.json answered ' + res.status);
    render(await res.json());
  } catch (e) { $('problem').textContent = String(e); }
  setTimeout(poll, REFRESH_MS);
}
poll();
`

const table = (id: string, headers: readonly string[]): string =>
  `<table><thead><tr>${headers.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody id="${id}"></tbody></table>`

/**
 * The status page: one self-contained HTML document (inline style and script, nothing fetched but
 * `status.json` next to it, every `refreshMs`) showing the client's state, its threads and tasks, the
 * application's instances, the lag of each partition and the processing rates, under the topology picture.
 * @example
 * res.end(statusPage({ text: topology.describe().toString() }, 1000))
 * @category Interactive queries
 * @since 0.1.0
 */
export const statusPage = (
  topology: TopologyPicture | undefined,
  refreshMs: number,
): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tributary status</title><style>${style}</style></head>
<body>
<header><h1 id="app">…</h1><span class="state" id="state">…</span><span class="server" id="server"></span><span class="updated" id="updated"></span><span class="error" id="problem"></span></header>
<main><div>
<section><h2>Rates</h2><div class="figures">
<div class="figure">records processed<b id="processed">–</b></div>
<div class="figure">records / s<b id="rate">–</b></div>
<div class="figure">total lag<b id="lag">–</b></div></div></section>
<section><h2>Threads and tasks</h2>${table('threads', ['thread', 'active tasks', 'standby and warm-up tasks', 'processed', 'per s'])}</section>
<section><h2>Instances of the application</h2>${table('hosts', ['instance', 'stores', 'partitions', 'standby stores', 'standby partitions'])}</section>
<section><h2>Partition lag</h2>${table('partitions', ['thread', 'topic', 'partition', 'position', 'committed', 'end offset', 'lag', 'uncommitted'])}</section>
</div>
${topology === undefined ? '' : `<section><h2>Topology</h2><div id="topology">${topology.svg ?? ''}</div><details${topology.svg === undefined ? ' open' : ''}><summary>describe()</summary><pre>${escapeHtml(topology.text)}</pre></details></section>`}
</main>
<script>const REFRESH_MS = ${String(refreshMs)};${script}</script>
</body></html>
`
