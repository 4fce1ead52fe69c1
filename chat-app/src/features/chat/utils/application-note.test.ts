import { applicationNote } from './application-note';

const application = {
  id_application: 3,
  id_job: 9,
  job_title: 'React Developer',
  stage: 'applied' as const,
};

describe('applicationNote', () => {
  it('answers the cover note the talent wrote', () => {
    expect(applicationNote({ body: 'Saya sudah 3 tahun memakai React.', application })).toBe(
      'Saya sudah 3 tahun memakai React.',
    );
  });

  it('answers null without a note', () => {
    expect(applicationNote({ body: '', application })).toBeNull();
    expect(applicationNote({ body: '  ', application })).toBeNull();
  });

  it("answers null for an old row's stored English sentence of the same job", () => {
    expect(applicationNote({ body: 'Applied to React Developer', application })).toBeNull();
  });

  it('keeps a note that only resembles the old sentence (another title)', () => {
    expect(applicationNote({ body: 'Applied to Go Developer', application })).toBe(
      'Applied to Go Developer',
    );
  });
});
