import styled from 'styled-components';
import { Avatar, media } from '@peworld/shared-ui/core';
import type { Testimonial } from './testimonials';
import { useT } from '@peworld/shared-ui/core';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const t = useT();
  return (
    <Card>
      <Portrait>
        <Avatar src={null} name={testimonial.name} size={96} />
      </Portrait>
      <Quote>
        <p>{t(`shell.landing.testimonial.${testimonial.slug}`)}</p>
      </Quote>
      {/* Read after the quote, shown above it (figcaption must close the figure). */}
      <Caption>
        <Name>{testimonial.name}</Name>
        <Job>{testimonial.jobTitle}</Job>
      </Caption>
    </Card>
  );
}

const Card = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  margin: 0;
  padding: 40px 36px;
  min-height: 340px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  text-align: center;

  ${media.mobile} {
    padding: 32px 20px;
    min-height: 360px;
  }
`;

const Portrait = styled.div`
  order: -2;
`;

const Caption = styled.figcaption`
  order: -1;
  display: flex;
  flex-direction: column;
  align-items: center;
  margin-top: 20px;
`;

const Name = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-size: 22px;
  font-weight: 600;
`;

const Job = styled.span`
  margin: 4px 0 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 15px;
`;

const Quote = styled.blockquote`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px;
  line-height: 1.7;

  p {
    margin: 0;
  }
`;
