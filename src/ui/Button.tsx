import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClass } from './buttonClass';
import type { ButtonVariant } from './buttonClass';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; ref?: Ref<HTMLButtonElement> };

/** A <button> (type="button" unless told otherwise) in one of the button looks. */
export function Button({ variant = 'primary', className, type = 'button', ref, ...props }: ButtonProps) {
  return <button ref={ref} type={type} className={buttonClass(variant, className)} {...props} />;
}
