import { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { apiClient } from './api-client';

export interface ApiRequest {
  method: string;
  /** Path and query on the site, e.g. `/api/hotels?limit=4`. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** How a server render reaches the API: the web server answers in-process (`inject`), no socket. */
export type SendToApi = (request: ApiRequest) => Promise<ApiAnswer>;

/**
 * Points this shell version's API client — the one every area's reads go through — at `send`:
 * the same requests, routes, schemas and answers as in the browser, without the HTTP hop. axios
 * parses the body and applies its interceptors as it does for its own adapters.
 */
export function connectApi(send: SendToApi) {
  const adapter: AxiosAdapter = async (config) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[name.toLowerCase()] = value;
    }
    const answer = await send({
      method: (config.method ?? 'get').toUpperCase(),
      url: apiClient.getUri(config),
      headers,
      ...(typeof config.data === 'string' ? { body: config.data } : {}),
    });
    const answerHeaders = new AxiosHeaders();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const response = { data: answer.body, status: answer.status, statusText: '', headers: answerHeaders, config, request: {} };
    const accepted = config.validateStatus ? config.validateStatus(answer.status) : answer.status >= 200 && answer.status < 300;
    if (accepted) return response;
    const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, {}, response);
  };
  apiClient.defaults.adapter = adapter;
}
