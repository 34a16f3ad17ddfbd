import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { UsersService } from '../users/users.service.js';
import { feedback } from './feedback.schema.js';

/** The testimonials a new install shows on its home page until real ones are published. */
const TESTIMONIALS: Array<{ key: string; name: string; stars: number; text: string }> = [
  {
    key: 'welcome-1',
    name: 'Laura',
    stars: 5,
    text: 'Me mudé a Valencia sin conocer a nadie y en una semana ya tenía grupo para correr por el río los martes y los jueves.',
  },
  {
    key: 'welcome-2',
    name: 'Sergio',
    stars: 5,
    text: 'Publiqué un partido de pádel a las ocho de la tarde y a los veinte minutos ya éramos cuatro. Así de fácil.',
  },
  {
    key: 'welcome-3',
    name: 'Marta',
    stars: 4,
    text: 'Lo uso para planes tranquilos: un café, una ruta por la sierra, una exposición. Siempre gente maja y con ganas.',
  },
  {
    key: 'welcome-4',
    name: 'Javier',
    stars: 5,
    text: 'Por fin puedo filtrar por nivel. Nada de partidos descompensados: quedamos gente que juega parecido y se nota.',
  },
  {
    key: 'welcome-5',
    name: 'Nerea',
    stars: 5,
    text: 'Organicé una quedada de escalada en Bilbao y se apuntaron seis personas. El chat de la actividad lo hizo todo muy sencillo.',
  },
];

/**
 * Adds the welcome testimonials, each by a profile with no e-mail or phone (nobody can sign
 * in as it, and it is never listed among people to meet). Runs once: keys mark what exists.
 */
export async function seedTestimonials(
  db: Db,
  users: Pick<UsersService, 'createContactless'>,
): Promise<void> {
  for (const testimonial of TESTIMONIALS) {
    const [existing] = await db
      .select({ id: feedback.id })
      .from(feedback)
      .where(eq(feedback.seedKey, testimonial.key));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const authorId = await users.createContactless(tx, testimonial.name);
      await tx.insert(feedback).values({
        userId: authorId,
        stars: testimonial.stars,
        description: testimonial.text,
        published: true,
        publishedAt: new Date(),
        seedKey: testimonial.key,
      });
    });
  }
}
