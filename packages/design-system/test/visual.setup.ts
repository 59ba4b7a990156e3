import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from '../../../.storybook/preview';

setProjectAnnotations([a11yAnnotations, previewAnnotations]);
