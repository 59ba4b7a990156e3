/**
 * Context `pasien`: the patient record (pasien). Registrations, beds and the chart build on it.
 */
import { resourceOf } from './master';
import { resourceContract } from './resource';

export const pasienContract = resourceContract(resourceOf('Pasien'), 'pasien');

export const pasienContracts = [pasienContract] as const;
