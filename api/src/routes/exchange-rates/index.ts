// Rates prices may be shown at in other currencies (decision 0035): anyone reads
// the rates in use; administrators set a new one and read a currency's history. Dollars stay what
// is charged; a rate only ever converts prices for show.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ExchangeRateBody,
  ExchangeRateHistoryQuery,
  ExchangeRateHistorySchema,
  ExchangeRateSchema,
  ExchangeRatesSchema,
} from '@ceylon/shared/contracts';
import { keptRate } from '@ceylon/shared/domain';
import { accountOf, ADMINS_ONLY } from '../../plugins/auth';
import { createExchangeRatesRepository, type ExchangeRate } from '../../repositories/exchange-rates-repository';
import { errorResponses } from '../../schemas/error-responses';

const present = <T extends ExchangeRate>({ setAt, ...rate }: T) => ({ ...rate, setAt: setAt.toISOString() });

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const rates = createExchangeRatesRepository(app.db);
  const security = [{ bearerAuth: [] }];
  const adminOnly = app.requireRole(['admin'], ADMINS_ONLY);
  const tags = ['exchange-rates'];

  app.get(
    '/',
    {
      schema: {
        operationId: 'listExchangeRates',
        summary: 'The rates prices may be shown at in other currencies',
        description:
          'For anyone: each currency’s rate in use (units per US dollar) and when it was set. Prices are charged in US dollars; a converted price is approximate.',
        tags,
        response: { 200: ExchangeRatesSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      // A minute: a new rate reaches pages soon, and a booking names the rate its page showed.
      reply.header('cache-control', 'public, max-age=60');
      return { rates: (await rates.current()).map(present) };
    },
  );

  app.get(
    '/history',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'listExchangeRateHistory',
        summary: "A currency's rates, newest first",
        description: 'For administrators: the last 100 rates set for the currency, each with who set it.',
        tags,
        security,
        querystring: ExchangeRateHistoryQuery,
        response: { 200: ExchangeRateHistorySchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ rates: (await rates.history(request.query.currency)).map(present) }),
  );

  app.post(
    '/',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'setExchangeRate',
        summary: 'Set the rate of a currency from now on',
        description: 'For administrators. The rate before is kept in the history; bookings keep the rate their page showed.',
        tags,
        security,
        body: ExchangeRateBody,
        response: { 201: ExchangeRateSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const { currency, perUsd } = request.body;
      return reply.status(201).send(present(await rates.insert(currency, keptRate(perUsd), accountOf(request).id)));
    },
  );
};

export default routes;
