import { mockApi } from '@peworld/shared-ui/testing';
import { registerCompany } from './register-company';
import { registerUser } from './register-user';

const created = { status: 201, body: { status: 201, message: 'Registered!', result: {} } };

it('talent sign-up posts the four fields', async () => {
  const api = mockApi({ 'POST /api/auth/regis-user': created });
  const talent = {
    full_name: 'Ayu',
    email: 'ayu@x.id',
    phone: '0812345678',
    password: 'secret123',
  };
  await expect(registerUser(talent)).resolves.toMatchObject({ message: 'Registered!' });
  expect(await api.requests('POST /api/auth/regis-user')[0]!.json()).toEqual(talent);
});

it('employer sign-up posts person, company and field, and surfaces field errors', async () => {
  const api = mockApi({
    'POST /api/auth/regis-company': {
      status: 409,
      body: {
        status: 409,
        message: 'Email is already registered',
        errors: ['Email is already registered'],
        fields: { email: 'Email is already registered' },
      },
    },
  });
  const company = {
    name: 'Dewi',
    email: 'hr@x.id',
    company: 'PT X',
    field: 'Financial',
    phone: '0812345678',
    password: 'secret123',
  };
  await expect(registerCompany(company)).rejects.toMatchObject({
    status: 409,
    fields: { email: 'Email is already registered' },
  });
  expect(await api.requests('POST /api/auth/regis-company')[0]!.json()).toEqual(company);
});
