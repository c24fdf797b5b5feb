// The parts of autocannon's programmatic API this benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface LatencyResult {
    p50: number;
    p97_5: number;
    p99: number;
    average: number;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: LatencyResult;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
