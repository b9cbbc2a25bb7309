// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests a second across all connections (a fixed rate). */
    overallRate?: number;
    headers?: Record<string, string>;
    method?: string;
    requests?: Array<Request & { setupRequest?: (request: Request) => Request }>;
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
