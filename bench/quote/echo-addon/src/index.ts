// The quote benchmark's probe, installed only by bench/quote/quote-bench.ts into the `dcs start` process
// it measures (signed with the benchmark's own test key, which no shop trusts):
// - POST /svc/v1/bench/echo: the quote's arguments parsed and the design validated, nothing else: the
//   reference the quote is measured against in the same run;
// - GET /svc/v1/bench/stats (admin): this process's CPU time (all threads, and the main thread's part),
//   and since the previous call the garbage collector's pauses, how late the event loop ran and its
//   stalls of 5 ms or more (with the GC pause time inside them), so the
//   benchmark reads the server's figures from outside without sharing its process;
// - POST /svc/v1/bench/profile (admin): starts a CPU profile of this process, or stops it and answers it.
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { Type } from 'typebox';
import { defineAddon } from '@dcs/addon-sdk/addon';
import { validateDesign } from '@dcs/design';
import { REGISTER_REST_ROUTES_ACTION, type RoutesService } from '@dcs/platform';
import { QUOTE_ARGS } from '../../../../addons/dynamic-pricing/src/routes/quote-routes.ts';

export default defineAddon({
  async activate({ services }) {
    const { hooks, auth } = services;
    const gc = { pauses: 0, totalMs: 0, maxMs: 0 };
    // Since the last stats call: the GC pauses and the event loop's stalls (a 1 ms timer ≥ 5 ms late), as
    // time ranges, to tell the stalls a pause explains from the others (the thread kept from its core, or
    // synchronous work). Bounded, in case nobody asks.
    const pauses: Array<{ start: number; end: number }> = [];
    const stallRanges: Array<{ start: number; end: number }> = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        gc.pauses++;
        gc.totalMs += entry.duration;
        gc.maxMs = Math.max(gc.maxMs, entry.duration);
        if (pauses.length < 100_000) pauses.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    let expected = performance.now() + 1;
    setInterval(() => {
      const now = performance.now();
      if (now - expected >= 5 && stallRanges.length < 100_000) stallRanges.push({ start: expected, end: now });
      expected = now + 1;
    }, 1).unref();
    const stallFigures = () => {
      let gcMs = 0;
      for (const stall of stallRanges) for (const pause of pauses) gcMs += Math.max(0, Math.min(pause.end, stall.end) - Math.max(pause.start, stall.start));
      const lengths = stallRanges.map((stall) => stall.end - stall.start);
      return { count: lengths.length, totalMs: lengths.reduce((sum, ms) => sum + ms, 0), gcMs, maxMs: Math.max(0, ...lengths) };
    };
    let profiler: Session | null = null;

    hooks.addAction(REGISTER_REST_ROUTES_ACTION, (routes: RoutesService) => {
      routes.registerRestRoute('svc/v1', '/bench/echo', {
        methods: 'POST',
        permission_callback: auth.permissions.public(),
        args: QUOTE_ARGS,
        callback: (request) => {
          const design = validateDesign(request.params.design);
          return { product_id: request.params.product_id, quantity: request.params.quantity, sides: design.sides.length };
        },
      });
      routes.registerRestRoute('svc/v1', '/bench/stats', {
        methods: 'GET',
        permission_callback: auth.permissions.admin(),
        callback: () => {
          const cpu = process.cpuUsage();
          const main = process.threadCpuUsage();
          const answer = {
            cpuUs: cpu.user + cpu.system,
            mainCpuUs: main.user + main.system,
            gc: { ...gc },
            stalls: stallFigures(),
            loopDelayMaxMs: delay.max / 1e6,
            rssBytes: process.memoryUsage.rss(),
            heapUsedBytes: process.memoryUsage().heapUsed,
          };
          Object.assign(gc, { pauses: 0, totalMs: 0, maxMs: 0 });
          pauses.length = 0;
          stallRanges.length = 0;
          delay.reset();
          return answer;
        },
      });
      routes.registerRestRoute('svc/v1', '/bench/profile', {
        methods: 'POST',
        permission_callback: auth.permissions.admin(),
        args: {
          action: { schema: Type.Union([Type.Literal('start'), Type.Literal('stop')]), required: true },
          interval_us: { schema: Type.Integer({ minimum: 10, maximum: 10_000 }), default: 50 },
        },
        callback: async (request) => {
          if (request.params.action === 'start') {
            profiler ??= new Session();
            profiler.connect();
            await profiler.post('Profiler.enable');
            await profiler.post('Profiler.setSamplingInterval', { interval: request.params.interval_us as number });
            await profiler.post('Profiler.start');
            return { started: true };
          }
          if (!profiler) return { profile: null };
          const { profile } = await profiler.post('Profiler.stop');
          profiler.disconnect();
          profiler = null;
          return { profile };
        },
      });
    });
  },
});
