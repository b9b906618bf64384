// qmd driver helper: runs under Bun, speaks JSON lines on stdin/stdout (one reply per request).
// Uses qmd's own SDK (the same code as `qmd collection add` / `qmd update` / `qmd search`),
// so one warm process serves every query. QMD_PKG = the installed @tobilu/qmd directory.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const PKG = process.env.QMD_PKG;
const sdk = await import(join(PKG, "dist/index.js"));
const storeMod = await import(join(PKG, "dist/store.js"));

let store = null;
const handles = new Map(); // "<collection>/<handelized path>" -> path relative to the docs root
let root = null;

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".")) continue;
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) walk(p, out);
    else if (name.endsWith(".md")) out.push(p);
  }
  return out;
}

function mapCollection(name, dir) {
  for (const f of walk(dir, [])) {
    const relToColl = relative(dir, f);
    const rel = relative(root, f);
    handles.set(`${name}/${relToColl}`, rel);
    try {
      const h = `${name}/${storeMod.handelize(relToColl)}`;
      if (!handles.has(h)) handles.set(h, rel);
    } catch {}
  }
}

function resolve(r) {
  // filepath is "qmd://<collection>/<path in the collection>" (older versions: handelized)
  const fp = String(r.filepath || "").replace(/^qmd:\/\//, "");
  return handles.get(fp) ?? handles.get(`${r.collectionName}/${r.displayPath}`) ?? fp;
}

const ops = {
  async open({ dbPath, root: r }) {
    root = r;
    store = await sdk.createStore({ dbPath, config: { collections: {} } });
    return {};
  },
  async build({ collections }) {
    const t0 = performance.now();
    for (const c of collections) await store.addCollection(c.name, { path: c.path, pattern: "**/*.md" });
    const res = await store.update();
    const ms = performance.now() - t0;
    for (const c of collections) mapCollection(c.name, c.path);
    return { ms, result: res };
  },
  async update() {
    const t0 = performance.now();
    const res = await store.update();
    return { ms: performance.now() - t0, result: res };
  },
  async search({ q, k, collection }) {
    const t0 = performance.now();
    const res = await store.searchLex(q, { limit: k, collection: collection || undefined });
    const ms = performance.now() - t0;
    return { ms, ranked: res.map(resolve), scores: res.map((r) => r.score) };
  },
  async stats() {
    return { maxrss_kb: process.resourceUsage().maxRSS, status: await store.getStatus() };
  },
  async close() {
    if (store) await store.close();
    store = null;
    return {};
  },
};

for await (const line of console) {
  if (!line.trim()) continue;
  let req;
  try {
    req = JSON.parse(line);
    const out = await ops[req.op](req);
    process.stdout.write(JSON.stringify({ ok: true, ...out }) + "\n");
  } catch (err) {
    process.stdout.write(JSON.stringify({ ok: false, error: String(err && err.stack || err) }) + "\n");
  }
  if (req && req.op === "close") break;
}
process.exit(0);
