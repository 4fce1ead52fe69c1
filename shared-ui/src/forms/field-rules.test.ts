import { Email, Password, PersonName, Phone } from '@peworld/api/schemas/common';
import { EMAIL_PATTERN, FIELD_RULES, PHONE_PATTERN } from './field-rules';

/** A JSON Schema keyword of one of the API's TypeBox schemas (their types do not list them). */
function keyword(schema: object, name: 'pattern' | 'minLength' | 'maxLength'): unknown {
  return (schema as Record<string, unknown>)[name];
}

// The forms' rules are copies of the API's schemas (the frontends do not bundle TypeBox):
// these read the schemas so a change on either side without the other fails here.
describe('FIELD_RULES mirror the API schemas', () => {
  it('has the API phone pattern', () => {
    expect(PHONE_PATTERN.source.replaceAll('\\d', '[0-9]')).toBe(keyword(Phone, 'pattern'));
  });

  it('accepts the same phone numbers and refuses the same ones', () => {
    const api = new RegExp(String(keyword(Phone, 'pattern')));
    for (const phone of ['+6281234567890', '0812-3456-7890', '1234567', '12345678', '+62 81 2'])
      expect(PHONE_PATTERN.test(phone)).toBe(api.test(phone));
  });

  it('has the API email and name limits', () => {
    expect(FIELD_RULES.emailMax).toBe(keyword(Email, 'maxLength'));
    expect(FIELD_RULES.shortTextMax).toBe(keyword(PersonName('Name'), 'maxLength'));
    expect(EMAIL_PATTERN.test('ana@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('ana@example')).toBe(false);
  });

  it('has the API password limits', () => {
    expect(FIELD_RULES.passwordMin).toBe(keyword(Password, 'minLength'));
    expect(FIELD_RULES.passwordMax).toBe(keyword(Password, 'maxLength'));
  });
});
