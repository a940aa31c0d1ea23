/** Whether a sandbox already answers on this port (the CLIs must not open its database twice). */
export async function sandboxAnswers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://localhost:${port}/__sandbox/health`, { signal: AbortSignal.timeout(1500) });
    return response.ok;
  } catch {
    return false;
  }
}
