import { screen } from '@testing-library/react';
import type { Message } from '../api/types';
import type { Locale } from '../i18n/locale';
import { renderWithProviders } from '../testing/render';
import { useMessagePreview } from './use-message-preview';

type Previewed = Pick<Message, 'kind' | 'body' | 'subject' | 'hire_status' | 'application'>;

function Previews({ messages }: { messages: Previewed[] }) {
  const preview = useMessagePreview();
  return (
    <ul>
      {messages.map((message, index) => (
        <li key={index}>{preview(message)}</li>
      ))}
    </ul>
  );
}

const lines = (messages: Previewed[], locale: Locale) => {
  renderWithProviders(<Previews messages={messages} />, { locale });
  return screen.getAllByRole('listitem').map((item) => item.textContent);
};

const text: Previewed = { kind: 'text', body: 'See you Monday', subject: null, hire_status: null };
const hire: Previewed = {
  kind: 'hire',
  body: 'Details',
  subject: 'Backend role',
  hire_status: 'pending',
};
const status = (hire_status: Previewed['hire_status'], body = ''): Previewed => ({
  kind: 'status',
  body,
  subject: null,
  hire_status,
});

it('shows a text message as written and names a hire request by its subject', () => {
  expect(lines([text, hire], 'en')).toEqual(['See you Monday', 'Hire request: Backend role']);
});

it('names each answer to a hire request, with the reason when one was given', () => {
  expect(
    lines(
      [
        status('accepted'),
        status('declined', 'Role filled'),
        status('withdrawn'),
        status('expired'),
      ],
      'en',
    ),
  ).toEqual([
    'Hire request accepted',
    'Hire request declined: Role filled',
    'Hire request withdrawn',
    'Hire request expired',
  ]);
});

it('speaks Indonesian on an Indonesian page', () => {
  expect(lines([hire, status('declined', 'Posisi terisi')], 'id')).toEqual([
    'Tawaran kerja: Backend role',
    'Tawaran kerja ditolak: Posisi terisi',
  ]);
});

const application = (
  kind: Previewed['kind'],
  stage: NonNullable<Message['application']>['stage'],
): Previewed => ({
  kind,
  body: kind === 'application_received' ? 'Saya tertarik' : '',
  subject: null,
  hire_status: null,
  application: { id_application: 3, id_job: 9, job_title: 'React Developer', stage },
});

it('names a job application, its stage moves and its job closing (both languages)', () => {
  const messages = [
    application('application_received', 'applied'),
    application('application_stage', 'interviewing'),
    application('application_stage', 'not_a_fit'),
    application('job_closed', 'offered'),
  ];
  expect(lines(messages, 'en')).toEqual([
    'Application: React Developer',
    'Application for React Developer: Interviewing',
    'Application for React Developer: Not a fit',
    'Job closed: React Developer',
  ]);
});

it('names a job application in Indonesian on an Indonesian page', () => {
  expect(
    lines(
      [
        application('application_received', 'applied'),
        application('application_stage', 'interviewing'),
        application('job_closed', 'applied'),
      ],
      'id',
    ),
  ).toEqual([
    'Lamaran: React Developer',
    'Lamaran React Developer: Wawancara',
    'Lowongan ditutup: React Developer',
  ]);
});
