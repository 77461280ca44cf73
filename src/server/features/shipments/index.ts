/**
 * Public module of the shipments area (issue 21, decision 044): above orders, whose lifecycle it
 * moves; nothing below calls it.
 */
export { shipmentAdminRoutes } from './admin-routes';
export { liveShipmentsOf } from './reads';
export { shipmentRoutes } from './routes';
export { createShipmentsService, type ShipmentsService } from './service';
