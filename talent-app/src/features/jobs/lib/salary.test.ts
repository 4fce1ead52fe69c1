import { millionsOf, rupiahOfMillions } from './salary';

it('turns millions typed by a person into rupiah and back', () => {
  expect(rupiahOfMillions('8')).toBe(8_000_000);
  expect(rupiahOfMillions('7,5')).toBe(7_500_000);
  expect(rupiahOfMillions(' ')).toBeNull();
  expect(rupiahOfMillions('abc')).toBeNaN();
  expect(rupiahOfMillions('-1')).toBeNaN();
  expect(millionsOf(7_500_000)).toBe('7.5');
  expect(millionsOf(null)).toBe('');
});
