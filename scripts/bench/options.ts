/**
 * The bench's settings, read once from the environment (documented in scripts/bench.ts).
 * BENCH_ROUTES=/,/sep limits the per-route sections to those routes; they must be built routes.
 */
export function benchOptions(builtRoutes: readonly string[]) {
  const wanted = (process.env.BENCH_ROUTES ?? '')
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean)
  const unknown = wanted.filter((route) => !builtRoutes.includes(route))
  if (unknown.length)
    throw new Error(
      `BENCH_ROUTES names routes the build does not have: ${unknown.join(', ')} (built: ${builtRoutes.join(' ')})`,
    )
  const chatRuns = Number(process.env.BENCH_CHAT_RUNS ?? 5)
  if (!Number.isInteger(chatRuns) || chatRuns < 0)
    throw new Error(`BENCH_CHAT_RUNS must be a whole number, got ${process.env.BENCH_CHAT_RUNS}`)
  const loadRequests = Number(process.env.BENCH_LOAD_REQUESTS ?? 2000)
  if (!Number.isInteger(loadRequests) || loadRequests < 0) {
    throw new Error(`BENCH_LOAD_REQUESTS must be a whole number, got ${process.env.BENCH_LOAD_REQUESTS}`)
  }
  return {
    routes: wanted.length ? wanted : [...builtRoutes],
    routesLimited: wanted.length > 0,
    lighthouse: process.env.BENCH_SKIP_LIGHTHOUSE !== '1',
    chatRuns,
    loadRequests,
  }
}
