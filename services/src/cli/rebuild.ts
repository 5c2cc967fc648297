import cliProgress from 'cli-progress';
import { rebuildProjector } from '@tradedesk/projections/platform/rebuild';
import { cliPlatform, fail } from './cli-platform.js';

/**
 * `npm run rebuild [-- name ...]`: rebuilds read models from position zero into shadow tables
 * and swaps them in, with a progress bar. The app keeps answering meanwhile.
 */
async function main() {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const platform = await cliPlatform();
  try {
    const chosen = names.length ? names.map((n) => platform.projectors.find((p) => p.name === n) ?? fail(`No read model named ${n}. Known: ${platform.projectors.map((p) => p.name).join(', ')}`)) : platform.projectors;
    const bars = new cliProgress.MultiBar({ format: ' {name} |{bar}| {percentage}% {value}/{total} events {phase}', hideCursor: true, clearOnComplete: false }, cliProgress.Presets.shades_classic);
    for (const projector of chosen) {
      const bar = bars.create(1, 0, { name: projector.name.padEnd(24), phase: '' });
      const r = await rebuildProjector({
        db: platform.db,
        source: platform.store,
        projector,
        onProgress: (p) => {
          bar.setTotal(Math.max(p.total, 1));
          bar.update(p.phase === 'done' ? Math.max(p.total, 1) : p.done, { phase: p.phase });
        },
      });
      bar.update(Math.max(r.events, 1), { phase: `done in ${r.ms} ms (${r.eventsPerSecond} events/s)` });
    }
    bars.stop();
  } finally {
    await platform.close();
  }
}
main().catch(fail);
