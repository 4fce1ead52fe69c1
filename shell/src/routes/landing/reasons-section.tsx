import { CheckList } from './check-list';
import { Art, Container, Section, SectionTitle, TwoColumn } from './landing-layout';
import { ReasonsArt } from './reasons-art';

const REASONS = [
  'Profil talenta lengkap: keahlian, pengalaman kerja dan portofolio dalam satu halaman.',
  'Cari talenta berdasarkan skill, nama, posisi atau kota, lalu urutkan sesuai kebutuhan tim.',
  'Kirim tawaran kerja langsung dari profil talenta, tanpa perantara dan tanpa biaya agen.',
  'Mulai gratis: akun perusahaan siap dipakai dalam hitungan menit.',
] as const;

export function ReasonsSection() {
  return (
    <Section aria-labelledby="reasons-title">
      <Container>
        <TwoColumn>
          <Art>
            <ReasonsArt />
          </Art>
          <div>
            <SectionTitle id="reasons-title">Kenapa harus mencari talenta di Peworld</SectionTitle>
            <CheckList items={REASONS} tone="primary" />
          </div>
        </TwoColumn>
      </Container>
    </Section>
  );
}
