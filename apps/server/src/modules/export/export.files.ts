import type { ExportFile } from './export-file.js';

/** The download's name: `mis-datos-2026-11-20.zip` (the date in UTC). */
export const exportFileName = (now: Date) => `mis-datos-${now.toISOString().slice(0, 10)}.zip`;

/** Wraps `text` at 88 columns, each line indented by `indent`. */
function wrap(text: string, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > 88 - indent.length) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
}

/** LEEME.txt: what the archive is, whose, from when, and what each file holds. */
export function readme(
  owner: { id: number; firstname: string },
  now: Date,
  files: Pick<ExportFile, 'title' | 'about'>[],
): string {
  const [day, time] = now.toISOString().slice(0, 16).split('T');
  const paragraphs = [
    `Copia generada el ${day} a las ${time} (hora UTC) para ${owner.firstname} (cuenta n.º ${owner.id}).`,
    'Aquí tienes todo lo que Antojo guarda sobre ti, en un formato estructurado: archivos JSON (texto UTF-8 que se abre con cualquier editor y que otros programas pueden leer) y tus imágenes en PNG. Los campos se llaman igual que en la API de Antojo, descrita en /api/docs. Las fechas siguen la norma ISO 8601; las que acaban en «Z» están en hora UTC.',
    'De otras personas solo aparecen su número de cuenta (id) y su nombre (firstname), como los ve cualquiera en la aplicación: nunca su correo, su teléfono ni sus mensajes.',
  ];
  const holds = files.map(({ title, about }) => `${title}\n${wrap(about, '    ')}`);
  const left = [
    'Tu contraseña: Antojo no la conoce, solo guarda una huella cifrada que no permite recuperarla. Tampoco van los tokens de sesión, los códigos de verificación (caducan en minutos y solo sirven para entrar) ni qué mensajes de los demás has leído (en perfil.json está cuántos te quedan por leer).',
    'Si quieres corregir algún dato, hazlo desde tu perfil. Si quieres borrarlos todos: en la aplicación, abre los ajustes en la barra superior, pulsa «Configuraciones de Perfil» y después «Eliminar cuenta».',
  ];
  return [
    'ANTOJO: COPIA DE TUS DATOS\n==========================',
    ...paragraphs.map((paragraph) => wrap(paragraph, '')),
    'ARCHIVOS\n--------',
    ...holds,
    'LO QUE NO VA EN LA COPIA\n------------------------',
    ...left.map((paragraph) => wrap(paragraph, '')),
  ]
    .join('\n\n')
    .concat('\n');
}
