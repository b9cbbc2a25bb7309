// `GET /api/health`, for load balancers and monitors.
import { Type } from 'typebox';

export const HealthSchema = Type.Object({
  status: Type.Enum(['ok', 'unavailable']),
  database: Type.Enum(['pglite', 'postgres']),
  message: Type.Optional(Type.String()),
});

// `GET /api/ready`: whether a load balancer should send this server requests. Distinct from health:
// a stopping server is healthy (it finishes what it has) but no longer ready for more.
export const ReadySchema = Type.Object({
  status: Type.Enum(['ready', 'stopping', 'unavailable']),
  message: Type.Optional(Type.String()),
});
