import type { ApiHarness, CallOptions, CallResult } from '../../identity/testing/api-harness.js';

/** The job's status once it completed or failed (polled through GET /be/api/queue/status?id=). */
export async function finishedJob(api: ApiHarness, token: string, jobId: string, timeoutMs = 60_000) {
  for (const started = Date.now(); Date.now() - started < timeoutMs; ) {
    const s = (await api.call('GET', `/be/api/queue/status?id=${jobId}`, { token })).body.data;
    if (s.state === 'completed' || s.state === 'failed') return s;
    await new Promise((res) => setTimeout(res, 25));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/**
 * A queued sheet call as a client makes it: POST, which must answer 202 {jobId} (or refuse at once:
 * that answer is returned as is), then the job's result read through queue/status, given back in
 * the shape the call answered before it was queued (the result's status and envelope), so a test
 * asserts the same rows, reports and refusals. `job` holds the finished job's status.
 */
export async function callSheetJob(api: ApiHarness, method: string, path: string, opts: CallOptions & { token: string }): Promise<CallResult & { job?: any }> {
  const started = await api.call(method, path, opts);
  if (started.status !== 202) return started;
  if (typeof started.body.data?.jobId !== 'string') throw new Error(`202 without a jobId: ${JSON.stringify(started.body)}`);
  const job = await finishedJob(api, opts.token, started.body.data.jobId);
  if (job.state !== 'completed') throw new Error(`job ${job.id} ${job.state}: ${job.error}`);
  const r = job.result;
  const status = r.ok ? 200 : r.status;
  return { status, headers: started.headers, body: { status, data: r.ok ? r.data : null, error: r.ok ? null : r.error }, job };
}
