/**
 * Context `pasien`: the patient record (pasien). Registrations, beds and the chart build on it.
 */
import { pasienResource } from '../resources';
import { resourceContract } from './resource';

export const pasienContract = resourceContract(pasienResource, 'pasien');

export const pasienContracts = [pasienContract] as const;
