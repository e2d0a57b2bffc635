import {
  arrivalMailBodySchema,
  arrivalMailResponseSchema,
  availabilityCheckResponseSchema,
  listAlertChangeResponseSchema,
  listAlertParamsSchema,
  listAlertResponseSchema,
  myAlertsQuerySchema,
  myAlertsResponseSchema,
  titleAlertChangeResponseSchema,
  titleAlertParamsSchema,
  titleAlertResponseSchema,
} from '../alerts.js';
import * as p from '../api-paths.js';
import {
  listAvailabilityQuerySchema,
  listAvailabilityResponseSchema,
  myServicesResponseSchema,
  saveServicesBodySchema,
  saveServicesResponseSchema,
  tonightQuerySchema,
  tonightResponseSchema,
} from '../availability.js';
import { listIdParamSchema } from '../lists.js';
import { route } from './define.js';

/** A member's services, what streams on them, Tonight and alerts (docs/decisions/043-streaming-availability-and-alerts.md). */
export const availabilityRoutes = {
  myServices: route(p.myServices, { response: { 200: myServicesResponseSchema } }),
  saveMyServices: route(p.saveMyServices, {
    body: saveServicesBodySchema,
    response: { 200: saveServicesResponseSchema },
  }),
  listAvailability: route(p.listAvailability, {
    params: listIdParamSchema,
    querystring: listAvailabilityQuerySchema,
    response: { 200: listAvailabilityResponseSchema },
  }),
  tonight: route(p.tonight, { querystring: tonightQuerySchema, response: { 200: tonightResponseSchema } }),
  myAlerts: route(p.myAlerts, { querystring: myAlertsQuerySchema, response: { 200: myAlertsResponseSchema } }),
  titleAlert: route(p.titleAlert, { params: titleAlertParamsSchema, response: { 200: titleAlertResponseSchema } }),
  followTitle: route(p.followTitle, {
    params: titleAlertParamsSchema,
    response: { 200: titleAlertChangeResponseSchema },
  }),
  unfollowTitle: route(p.unfollowTitle, {
    params: titleAlertParamsSchema,
    response: { 200: titleAlertChangeResponseSchema },
  }),
  listAlert: route(p.listAlert, { params: listAlertParamsSchema, response: { 200: listAlertResponseSchema } }),
  followList: route(p.followList, { params: listAlertParamsSchema, response: { 200: listAlertChangeResponseSchema } }),
  unfollowList: route(p.unfollowList, {
    params: listAlertParamsSchema,
    response: { 200: listAlertChangeResponseSchema },
  }),
  saveArrivalMail: route(p.saveArrivalMail, {
    body: arrivalMailBodySchema,
    response: { 200: arrivalMailResponseSchema },
  }),
  runAvailabilityCheck: route(p.runAvailabilityCheck, { response: { 200: availabilityCheckResponseSchema } }),
};
