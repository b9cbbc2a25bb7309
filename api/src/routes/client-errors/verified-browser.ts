// The browser behind a request, as a host that can vouch for it says (the site's web server, from
// its signed cookie): the client-errors route stores it with a report.

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * A digest of the reporting browser's id, set by a host that can vouch for it (the site's web
     * server, from its signed cookie); absent when the API runs on its own.
     */
    verifiedBrowser?: string | null;
  }
}

export {};
