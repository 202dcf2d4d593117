import { Module } from '@medusajs/framework/utils';
import DcsConnectorService from './service';

export const DCS_MODULE = 'dcs';

/** The connector to dcs as a Medusa module, so it gets the plugin's options and lives in the container. */
export default Module(DCS_MODULE, { service: DcsConnectorService });
