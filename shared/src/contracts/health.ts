// `GET /api/health`, for load balancers and monitors.
import { Type } from 'typebox';

export const HealthSchema = Type.Object({
  status: Type.Enum(['ok', 'unavailable']),
  database: Type.Enum(['pglite', 'postgres']),
  message: Type.Optional(Type.String()),
});
