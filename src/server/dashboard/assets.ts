/**
 * @module
 * The dashboard's stylesheet and its one script, inlined into every page under a per-response CSP
 * nonce: no build step, no CDN, nothing fetched at run time.
 */

export const DASHBOARD_CSS = `
:root {
  --bg: #f5f6fa; --card: #ffffff; --ink: #1b1d2a; --muted: #5b6072; --line: #e3e5ee;
  --accent: #4338ca; --accent-ink: #ffffff; --accent-soft: #eef0ff; --saffron: #d9661f; --saffron-soft: #fff3e8;
  --ok: #15803d; --ok-soft: #e8f6ee; --danger: #b42318; --danger-soft: #fdecea; --focus: #c2410c;
  --radius: 12px; --shadow: 0 1px 2px rgba(20, 24, 60, .06), 0 4px 16px rgba(20, 24, 60, .05);
  --mono: ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo, Consolas, monospace;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; font: 15px/1.55 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif; color: var(--ink); background: var(--bg); }
a { color: var(--accent); text-underline-offset: 2px; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; border-radius: 4px; }
.topbar :focus-visible { outline-color: #fbbf24; }
.skip { position: absolute; left: -999px; top: 8px; background: var(--card); padding: 8px 12px; border-radius: 8px; z-index: 10; }
.skip:focus { left: 8px; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.topbar { background: linear-gradient(90deg, #1e1b4b, #312e81 60%, #4338ca); color: #fff; }
.topbar .inner { max-width: 1080px; margin: 0 auto; padding: 14px 24px; display: flex; align-items: center; gap: 16px; }
.brand { display: flex; align-items: center; gap: 10px; color: #fff; text-decoration: none; font-weight: 700; font-size: 18px; letter-spacing: .2px; }
.brand small { font-weight: 500; opacity: .8; font-size: 14px; margin-left: 4px; }
.topbar .spacer { flex: 1; }
.topbar .who { font-size: 14px; opacity: .9; }
.topbar form { margin: 0; }
.btn { display: inline-flex; align-items: center; justify-content: center; gap: 6px; border: 1px solid transparent; border-radius: 8px; padding: 9px 16px; font: inherit; font-weight: 600; cursor: pointer; text-decoration: none; line-height: 1.2; }
.btn-primary { background: var(--accent); color: var(--accent-ink); }
.btn-primary:hover { background: #3730a3; }
.btn-secondary { background: var(--card); color: var(--ink); border-color: var(--line); }
.btn-secondary:hover { border-color: #c7cadb; background: #fafbff; }
.btn-danger { background: var(--danger); color: #fff; }
.btn-danger:hover { background: #912018; }
.btn-ghost { background: transparent; color: #fff; border-color: rgba(255,255,255,.45); padding: 6px 12px; }
.btn-ghost:hover { background: rgba(255,255,255,.12); }
.btn-small { padding: 5px 10px; font-size: 13px; }
.btn[disabled] { opacity: .5; cursor: not-allowed; }
main { max-width: 1080px; margin: 0 auto; padding: 28px 24px 48px; }
h1 { font-size: 26px; margin: 0 0 4px; letter-spacing: -.2px; }
h2 { font-size: 18px; margin: 0 0 12px; }
h3 { font-size: 15px; margin: 0 0 8px; }
.lead { color: var(--muted); margin: 0 0 24px; }
.grid { display: grid; grid-template-columns: 1fr 2fr; gap: 20px; margin-bottom: 20px; }
@media (max-width: 820px) { .grid { grid-template-columns: 1fr; } }
.card { background: var(--card); border: 1px solid var(--line); border-radius: var(--radius); box-shadow: var(--shadow); padding: 20px 22px; margin-bottom: 20px; }
.grid .card { margin-bottom: 0; }
.grid > *, .two > * { min-width: 0; }
.card-head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; flex-wrap: wrap; margin-bottom: 12px; }
.card-head h2 { margin: 0; }
.muted { color: var(--muted); }
.tier-badge { display: inline-block; background: var(--saffron-soft); color: #9a3d0b; border: 1px solid #f7c9a6; font-weight: 700; border-radius: 999px; padding: 2px 12px; font-size: 14px; }
.big { font-size: 30px; font-weight: 750; letter-spacing: -.5px; }
.stat-row { display: flex; gap: 28px; flex-wrap: wrap; margin: 8px 0 4px; }
.stat .label { color: var(--muted); font-size: 13px; }
.stat .value { font-size: 22px; font-weight: 700; }
.meter { display: block; width: 100%; min-width: 90px; height: 8px; margin-top: 4px; }
.meter .track { fill: #eceef6; }
.meter .fill { fill: var(--accent); }
.meter.warn .fill { fill: var(--saffron); }
.meter.full .fill { fill: var(--danger); }
.chart { width: 100%; height: auto; display: block; }
.chart .grid { stroke: #e6e8f0; stroke-width: 1; }
.chart .axis { fill: var(--muted); font-size: 11px; font-family: inherit; }
.chart .bar { fill: #a5b4fc; }
.chart .bar.today { fill: var(--saffron); }
.notice { border-radius: 10px; padding: 12px 16px; margin-bottom: 20px; border: 1px solid; }
.notice.ok { background: var(--ok-soft); border-color: #b7e2c6; color: #0f5a2c; }
.notice.error { background: var(--danger-soft); border-color: #f5c2bd; color: #7a1a12; }
.notice.info { background: var(--accent-soft); border-color: #cdd2ff; color: #272372; }
.newkey { background: var(--saffron-soft); border: 1px solid #f7c9a6; border-radius: var(--radius); padding: 18px 20px; margin-bottom: 20px; }
.newkey h2 { color: #7c2d06; }
.copyrow { display: flex; gap: 8px; flex-wrap: wrap; align-items: stretch; }
.copyrow input { flex: 1; min-width: 260px; font-family: var(--mono); font-size: 14px; padding: 9px 12px; border: 1px solid #e8b48c; border-radius: 8px; background: #fff; color: var(--ink); }
.copied { color: var(--ok); font-weight: 600; min-height: 1.5em; margin: 6px 0 0; }
table { width: 100%; border-collapse: collapse; font-size: 14px; }
th, td { text-align: left; padding: 10px 8px; border-bottom: 1px solid var(--line); vertical-align: middle; }
th { color: var(--muted); font-weight: 600; font-size: 12px; text-transform: uppercase; letter-spacing: .4px; }
tbody tr:last-child td { border-bottom: 0; }
.table-wrap { overflow-x: auto; }
code, .mono { font-family: var(--mono); font-size: 13px; }
.pill { display: inline-block; font-size: 12px; font-weight: 700; border-radius: 999px; padding: 2px 9px; }
.pill.active { background: var(--ok-soft); color: var(--ok); }
.pill.revoked { background: #f0f1f5; color: var(--muted); }
.row-actions { display: flex; gap: 6px; flex-wrap: wrap; justify-content: flex-end; }
td.actions { min-width: 150px; }
tr.revoked td { color: var(--muted); }
.create { margin-bottom: 18px; display: flex; flex-direction: column; gap: 4px; }
.create .row { display: flex; gap: 10px; flex-wrap: wrap; }
.create .row input { flex: 1; min-width: 220px; max-width: 420px; }
.field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 14px; }
label { font-weight: 600; font-size: 14px; }
.hint { color: var(--muted); font-size: 13px; }
input[type=text], input[type=email], input[type=password] { font: inherit; padding: 9px 12px; border: 1px solid #cfd3e1; border-radius: 8px; background: #fff; color: var(--ink); width: 100%; }
input:focus-visible { border-color: var(--accent); }
details.rename summary { cursor: pointer; display: inline-flex; }
details.rename summary::-webkit-details-marker { display: none; }
details.rename[open] { flex-basis: 100%; }
details.rename form { display: flex; gap: 6px; margin-top: 8px; }
details.rename input { padding: 5px 8px; font-size: 13px; }
.tiers td.num, .tiers th.num { text-align: right; font-variant-numeric: tabular-nums; }
.tiers tr.current td { background: var(--accent-soft); font-weight: 600; }
pre { background: #14162a; color: #e7e9ff; border-radius: 10px; padding: 14px 16px; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; font-family: var(--mono); font-size: 13px; margin: 0; }
.two { display: grid; grid-template-columns: 1fr 1fr; gap: 20px; }
@media (max-width: 820px) { .two { grid-template-columns: 1fr; } }
footer { max-width: 1080px; margin: 0 auto; padding: 0 24px 32px; color: var(--muted); font-size: 13px; }
.auth-wrap { min-height: calc(100vh - 64px); display: grid; grid-template-columns: 1.1fr 1fr; max-width: 1000px; margin: 0 auto; padding: 48px 24px; gap: 48px; align-items: center; }
@media (max-width: 820px) { .auth-wrap { grid-template-columns: 1fr; padding-top: 24px; } }
.pitch h1 { font-size: 34px; line-height: 1.15; margin-bottom: 12px; }
.pitch ul { padding-left: 20px; color: var(--muted); }
.pitch li { margin: 6px 0; }
.auth-card { padding: 28px; }
.auth-card .btn { width: 100%; margin-top: 4px; }
.switch { margin-top: 16px; text-align: center; font-size: 14px; }
.confirm { max-width: 560px; margin: 24px auto; }
.confirm .actions { display: flex; gap: 10px; margin-top: 18px; }
`;

/** Copies the new key (Clipboard API where allowed, selection + execCommand otherwise). */
export const DASHBOARD_JS = `
document.querySelectorAll('[data-copy]').forEach(function (btn) {
  btn.addEventListener('click', function () {
    var input = document.getElementById(btn.getAttribute('data-copy'));
    var status = document.getElementById(btn.getAttribute('data-status'));
    function done(ok) { status.textContent = ok ? 'Copied to the clipboard.' : 'Select the key and copy it (Ctrl+C).'; }
    input.focus(); input.select();
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(input.value).then(function () { done(true); }, function () { done(document.execCommand('copy')); });
    } else {
      var ok = false; try { ok = document.execCommand('copy'); } catch (e) {}
      done(ok);
    }
  });
});
`;
