// Renders a template to email HTML. React escapes every string, so player text can never
// become markup.
import { render } from '@react-email/render';
import type { ReactElement } from 'react';

export async function renderHtml(element: ReactElement): Promise<string> {
  return render(element);
}
