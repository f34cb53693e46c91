import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  EndpointLiveStatusSchema,
  EndpointTypeSchema,
} from '@crosspoint/protocol/entities/endpoint';
import { PortLiveStatusSchema } from '@crosspoint/protocol/entities/port';
import { ManualClock } from '../clock';
import { HttpError } from '../http/http-error';
import { parseIdParam, parseInput } from '../http/parse';
import type { RouteDeps } from './route-deps';
import { LoadGenerator } from '../hardware/virtual/load-generator';

const EndpointPatchSchema = EndpointLiveStatusSchema.partial().strict();
const PortPatchSchema = PortLiveStatusSchema.partial().strict();
const TickSchema = z.object({ ms: z.number().int().min(0).max(86_400_000) }).strict();
const StepSchema = z.object({ count: z.number().int().min(1).max(3_600).default(1) }).strict();
const AddEndpointSchema = z
  .object({
    id: z.number().int().min(1),
    type: EndpointTypeSchema,
    label: z.string().trim().min(1).max(64).optional(),
    modelVariant: z.number().int().optional(),
  })
  .strict();

const LoadSchema = z
  .object({
    endpoints: z.number().int().min(0).max(1_000),
    updatesPerSecond: z.number().int().min(0).max(5_000),
    seed: z.number().int().default(1),
  })
  .strict();

type IdParams = { Params: { id: string } };

/**
 * The control API of the virtual hardware (issue 2), apart from the device API: tests and
 * trainers make things happen (an endpoint drops, a port stops responding, time passes).
 * Authenticated and same-origin checked like every other route.
 */
export function registerSimRoutes(app: FastifyInstance, { hardware, clock }: RouteDeps): void {
  const load = new LoadGenerator(hardware, clock);
  app.addHook('onClose', async () => load.stop());

  // Benchmark load (issue 4): `{ endpoints: 200, updatesPerSecond: 200 }`; 0 updates stops it.
  app.post('/sim/load', async (request) => {
    const options = parseInput(LoadSchema, request.body, 'load');
    return { ok: true, ...load.start(options) };
  });

  app.get('/sim/state', async () => ({
    now: clock.now(),
    manualClock: clock instanceof ManualClock,
    paused: hardware.isPaused(),
    ticks: hardware.tickCount(),
    endpoints: hardware.endpoints(),
    ports: hardware.portIds().map((id) => ({ id, liveStatus: hardware.portLiveStatus(id) })),
  }));

  app.post<IdParams>('/sim/endpoints/:id', async (request) => {
    const id = parseIdParam(request.params.id, 'endpoint id');
    const patch = parseInput(EndpointPatchSchema, request.body, 'endpoint live status');
    if (!hardware.setEndpointLiveStatus(id, patch))
      throw new HttpError(404, `Cannot find endpoint ${id}`);
    return { ok: true };
  });

  app.post('/sim/endpoints', async (request) => {
    const body = parseInput(AddEndpointSchema, request.body, 'endpoint');
    const spec = {
      id: body.id,
      type: body.type,
      label: body.label ?? `${body.type} ${body.id}`,
      model: body.type,
      settings: {},
    };
    const added = hardware.addEndpoint(
      body.modelVariant === undefined ? spec : { ...spec, modelVariant: body.modelVariant },
    );
    if (!added) throw new HttpError(409, `Endpoint ${body.id} already exists`);
    return { ok: true, id: body.id };
  });

  app.delete<IdParams>('/sim/endpoints/:id', async (request) => {
    const id = parseIdParam(request.params.id, 'endpoint id');
    if (!hardware.removeEndpoint(id)) throw new HttpError(404, `Cannot find endpoint ${id}`);
    return { ok: true };
  });

  app.post<IdParams>('/sim/ports/:id', async (request) => {
    const id = parseIdParam(request.params.id, 'port id');
    const patch = parseInput(PortPatchSchema, request.body, 'port live status');
    if (!hardware.setPortLiveStatus(id, patch)) throw new HttpError(404, `Cannot find port ${id}`);
    return { ok: true };
  });

  app.post('/sim/tick', async (request) => {
    const { ms } = parseInput(TickSchema, request.body, 'tick');
    if (!(clock instanceof ManualClock)) {
      throw new HttpError(409, 'This device runs on the system clock; use /sim/step instead.');
    }
    clock.advance(ms);
    return { ok: true, now: clock.now() };
  });

  app.post('/sim/step', async (request) => {
    const { count } = parseInput(StepSchema, request.body ?? {}, 'step');
    hardware.step(count);
    return { ok: true, ticks: hardware.tickCount() };
  });

  app.post('/sim/pause', async () => {
    hardware.pause();
    return { ok: true };
  });

  app.post('/sim/resume', async () => {
    hardware.resume();
    return { ok: true };
  });
}
