import { screen } from '@testing-library/react';
import { makeRecruiterUser, makeTalentUser, renderWithProviders } from '@peworld/shared-ui/testing';
import { ChatPage } from './chat-page';

describe('ChatPage', () => {
  it('lays out the conversation list and the message pane with an empty state', () => {
    renderWithProviders(<ChatPage />, { user: makeTalentUser(), route: '/chat' });

    expect(screen.getByRole('heading', { name: 'Chat' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No conversation selected' })).toBeInTheDocument();
    expect(
      screen.getByText('No conversations yet — conversations start from hire requests'),
    ).toBeInTheDocument();
  });

  it('keeps the composer disabled while no conversation is open', () => {
    renderWithProviders(<ChatPage />, { user: makeTalentUser(), route: '/chat' });

    const input = screen.getByRole('textbox', { name: 'Message' });
    expect(input).toHaveAttribute('placeholder', 'Type message...');
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('points a recruiter at the talent list, where hire requests start', () => {
    renderWithProviders(<ChatPage />, { user: makeRecruiterUser(), route: '/chat' });
    expect(screen.getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/home');
  });

  it('points talent at their profile, which companies read before hiring', () => {
    renderWithProviders(<ChatPage />, { user: makeTalentUser(), route: '/chat' });
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/user-edit',
    );
  });
});
