import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** The demo hospital's logo: a 96x96 PNG (a white cross in a green disc), 1 KB. */
export const DEMO_LOGO =
  'data:image/png;base64,' +
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAYAAADimHc4AAAD2ElEQVR42u2dPY7yMBCG9wBsQc8RUqWnSZWGihp9' +
  'N6BPilS5ShoqmlwhfRp6rsAF+Iw0K0UoIbYz9tjhRZoGsYnnfbz+98zPb/nvByZnsRR0oyxRlis7KTsrK5RVZAV9' +
  'd6LfJPQ3AGBhW2UHZbWyVtld2dPS7vSMmp65BYBxS6kmdwvE1rWO3pV+O4AdNR29B9GnrKcy7L4JwF5ZIyj6lDVU' +
  'ttUCyKg9thLI9LMAREtlXQ2A14jk4lJsR1AuVPaoAdRconP/xxg8q44RQKbTuTpoPly9r3fVLLkQv7IRwnena1mG' +
  'KmQAr0nONXThGcp05ZzQcU6kbiaOhjYMNSzfjWsixyH+a+3lEavwC8r7IN9FARx1nQld+AVlP0oBOK6l1jP4cfQN' +
  'IF9jrV/oU+4LQDrV5q9RfAPfHjYds81Q8/Zt4hv4eDMdopoCuH6r+Aa+Xl0BqHyLL7QIxwGh4gaQSdT8UAFo+p5x' +
  'Aug/FcL34lkIADT877kA1BLixwBAQ4d6KYBEstONCcCH9yRLAFykan8sADT0uNgCyCTFjwmAhi6ZDYBWerwfI4CJ' +
  '97WmAPbStT82ABr67E0ANCHMdmMFMPHORhfALoTaHyMADZ12OgCKUNZ6YgYw8d5CB0AfQu2PFcCMXv0cgDSU5mel' +
  'AJ7vewazK56Sy8yxApjRrfoEoAMA5wC6KQDbkJqfFQN4DnfNhgAOIYkfO4AZ/Q5jAGoA8AagHgPQcgBY+4cJQDsG' +
  '4A4A3gDc3wFsuDpgANDWbzMEkHC1/wCgrWMyBJADgHcA+RDACQC8AzgNAZwBwDuA8xBAAQDeARRDABUAeAdQAUBA' +
  'ANAECTdB6ISFO2EMQ4WHoZiICU/EsBQhvBSBxTjhxTgsRwsvR2NDxi+AFluSZXhbktiUL2U35XEspZQ9loKDWX4A' +
  'dDiaKAugwuFc2eYnxfF0OQCzx9NxQYOxzLYXNHBFyV3zo3VFCZf03NR+7Ut6uKbqpvYbXVPFRW3e2m98URuhCnhr' +
  'v1WoAgTr4BHfOlgHwtUsb3oWh6tBwKZltX9xwCaELLMXny1kGYL22fnOGrQPYSvNfGYPW4nArfq+OgvcitDF8z46' +
  'D12M4N1P2eDdCF9fyoevRwKHUj6BA1KYMIj/iyQ+8SfxQRorJHJDIjekMkQyTyTzRDpbJHRmX5RbRUJnpDQPCMDw' +
  'yEsT4BygmTo6sjYAwxN4hU5n7dB6KsNOSgdJAO8TuWrsfoID6+hdaQi+hwLgfUJ3oNFHO3Z708Du9IyanrkNzd8Q' +
  'AYzZhkYkOV3xP1PTUZEV9N2JfpP83cMN3WIBsFr7DxOE2qWfrCUzAAAAAElFTkSuQmCC';

/** The demo hospital's settings (static-settings); every feature flag on. */
export const DEMO_SETTINGS = {
  hospitalName: 'RS Umum Sehat Sentosa',
  address: 'Jl. Kesehatan Raya No. 10, Kebayoran Baru, Jakarta Selatan 12110',
  phone: '217201234',
  email: 'info@rssehatsentosa.co.id',
  bpjsPpkCode: '0301R001',
  satusehatOrgId: '100000001',
} as const;

export async function seedSettings(trx: Transaction<Database>): Promise<void> {
  const s = DEMO_SETTINGS;
  await sql`insert into hospital_settings (id, hospital_name, address, phone, email, logo,
    bpjs_ppk_code, satusehat_org_id)
    values (1, ${s.hospitalName}, ${s.address}, ${s.phone}, ${s.email}, ${DEMO_LOGO},
      ${s.bpjsPpkCode}, ${s.satusehatOrgId})`.execute(trx);
}
